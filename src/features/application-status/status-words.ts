import type { FormWords } from '../../form-react/index';
import type { MessageId } from '../../lib/i18n/translate';
import type { Application, ApplicationStatus } from './application-schema';

/** The status as a sentence to the link's holder. */
export const statusSentence = ({ t }: FormWords, status: ApplicationStatus): string => t(`status.sentence.${status}`);

/** The status as a short label, for the history. */
export const statusLabel = ({ t }: FormWords, status: ApplicationStatus): string => t(`status.label.${status}`);

export const roleWords = ({ t }: FormWords, role: Application['role']): string => t(`status.role.${role}`);

const ACTORS: Record<string, MessageId> = {
  applicant: 'status.actor.applicant',
  organiser: 'status.actor.organisers',
  organisers: 'status.actor.organisers',
  door: 'status.actor.door',
};

/** Who made a move, in words; an organiser's own name is shown as given. */
export const actorWords = ({ t }: FormWords, by: string): string => {
  const id = ACTORS[by];
  return id ? t(id) : by;
};
