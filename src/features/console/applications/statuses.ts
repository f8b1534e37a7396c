/** Every status of the lifecycle (lifecycle.md), in its order. */
export const STATUSES = ['submitted', 'accepted', 'waitlisted', 'rejected', 'withdrawn', 'confirmed', 'declined', 'checked_in'] as const;
export type ApplicationStatus = (typeof STATUSES)[number];

export const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

export const STATUS_LABELS = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  confirmed: 'Confirmed',
  declined: 'Declined',
  checked_in: 'Checked in',
} satisfies Record<ApplicationStatus, string>;

/** The organisers' decisions: what their buttons say. */
export const DECISION_VERBS: Partial<Record<ApplicationStatus, string>> = {
  accepted: 'Accept',
  waitlisted: 'Waitlist',
  rejected: 'Reject',
  submitted: 'Move back to submitted',
};

/** The decisions taken in bulk, in the order their buttons appear. */
export const BULK_DECISIONS = ['accepted', 'waitlisted', 'rejected'] as const satisfies readonly ApplicationStatus[];
