/** An application's kind: 'bootcamp', 'hackathon' (teams) or the id of a published form. */
export type Kind = string;

const LABELS: Record<string, string> = { bootcamp: 'Bootcamp', hackathon: 'Teams' };

/** The form whose definition labels a kind's answers. */
export const formOfKind = (kind: Kind): string => (kind === 'hackathon' ? 'hackathon-team' : kind);

/** The kind's name in the console: Bootcamp, Teams, else the form's title (its id until the title is known). */
export const kindLabel = (kind: Kind, formTitle?: string): string => LABELS[kind] ?? formTitle ?? kind;

/** Not "other forms": the two kinds above, and forms whose answers are no applications (member rows, seat confirmations). */
export const NOT_OTHER_FORMS = new Set(['bootcamp', 'hackathon-team', 'member', 'bootcamp-confirmation']);
