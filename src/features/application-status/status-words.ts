import type { Application, ApplicationStatus } from './application-schema';

/** The status as a sentence to the link's holder. */
export const STATUS_SENTENCES = {
  submitted: 'Your application is in and waiting for a decision',
  accepted: 'You are accepted',
  waitlisted: 'You are on the waiting list',
  rejected: 'Your application was not accepted',
  withdrawn: 'You withdrew your application',
  confirmed: 'You are confirmed',
  declined: 'You declined your place',
  checked_in: 'You are checked in',
} satisfies Record<ApplicationStatus, string>;

/** The status as a short label, for the history. */
export const STATUS_LABELS = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  waitlisted: 'Waiting list',
  rejected: 'Not accepted',
  withdrawn: 'Withdrawn',
  confirmed: 'Confirmed',
  declined: 'Declined',
  checked_in: 'Checked in',
} satisfies Record<ApplicationStatus, string>;

export const ROLE_WORDS = {
  applicant: 'Applicant',
  leader: 'Team leader',
  member: 'Team member',
} satisfies Record<Application['role'], string>;

const ACTORS: Record<string, string> = {
  applicant: 'the applicant',
  organiser: 'the organisers',
  organisers: 'the organisers',
  door: 'the check-in desk',
};

/** Who made a move, in words; an organiser's own name is shown as given. */
export const actorWords = (by: string): string => ACTORS[by] ?? by;
