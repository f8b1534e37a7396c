import type { MessageId, Translate } from '../../../lib/i18n/translate';

/** An application's kind: 'bootcamp', 'hackathon' (teams) or the id of a published form. */
export type Kind = string;

const LABELS: Record<string, MessageId> = { bootcamp: 'console.kind.bootcamp', hackathon: 'console.kind.teams' };

/** The form whose definition labels a kind's answers. */
export const formOfKind = (kind: Kind): string => (kind === 'hackathon' ? 'hackathon-team' : kind);

/** The kind's name in the console: Bootcamp, Teams, else the form's title (its id until the title is known). */
export const kindLabel = (t: Translate, kind: Kind, formTitle?: string): string => {
  const id = LABELS[kind];
  return id ? t(id) : (formTitle ?? kind);
};

/** Not "other forms": the two kinds above, and forms whose answers are no applications (member rows, seat confirmations). */
export const NOT_OTHER_FORMS = new Set(['bootcamp', 'hackathon-team', 'member', 'bootcamp-confirmation']);
