/** Every status an application, a team or an answer to a published form can have (lifecycle.md). */
export const STATUSES = ['submitted', 'accepted', 'waitlisted', 'rejected', 'withdrawn', 'confirmed', 'declined', 'checked_in'] as const;
export type Status = (typeof STATUSES)[number];

/** Who makes a move: organisers decide, applicants withdraw, decline and confirm, the door checks in. */
export type Actor = 'organiser' | 'applicant' | 'door';

const DECISIONS: Status[] = ['submitted', 'accepted', 'waitlisted', 'rejected'];

/** The diagram of lifecycle.md as a table: from → to → who may make the move. */
export const TRANSITIONS: Readonly<Record<Status, Partial<Record<Status, Actor>>>> = {
  submitted: { accepted: 'organiser', waitlisted: 'organiser', rejected: 'organiser', withdrawn: 'applicant' },
  accepted: { submitted: 'organiser', waitlisted: 'organiser', rejected: 'organiser', confirmed: 'applicant', declined: 'applicant' },
  waitlisted: { submitted: 'organiser', accepted: 'organiser', rejected: 'organiser', withdrawn: 'applicant' },
  rejected: { submitted: 'organiser', accepted: 'organiser', waitlisted: 'organiser' },
  confirmed: { checked_in: 'door' },
  withdrawn: {},
  declined: {},
  checked_in: {},
};

export const isStatus = (value: unknown): value is Status => typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

/** Whether `actor` may move an application from `from` to `to`. */
export const mayMove = (from: Status, to: Status, actor: Actor): boolean => TRANSITIONS[from][to] === actor;

/** The statuses an organiser may set by hand. */
export const ORGANISER_STATUSES: readonly Status[] = DECISIONS;

/** What `actor` may do from `from`, in the diagram's order. */
export const movesFrom = (from: Status, actor: Actor): Status[] =>
  (Object.entries(TRANSITIONS[from]) as [Status, Actor][]).filter(([, who]) => who === actor).map(([to]) => to);
