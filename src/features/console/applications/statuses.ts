import type { MessageId } from '../../../lib/i18n/translate';

/** Every status of the lifecycle (lifecycle.md), in its order. */
export const STATUSES = ['submitted', 'accepted', 'waitlisted', 'rejected', 'withdrawn', 'confirmed', 'declined', 'checked_in'] as const;
export type ApplicationStatus = (typeof STATUSES)[number];

export const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

/** The organisers' word for each status (the message id; `t(STATUS_LABELS.accepted)` says it). */
export const STATUS_LABELS = {
  submitted: 'console.status.submitted',
  accepted: 'console.status.accepted',
  waitlisted: 'console.status.waitlisted',
  rejected: 'console.status.rejected',
  withdrawn: 'console.status.withdrawn',
  confirmed: 'console.status.confirmed',
  declined: 'console.status.declined',
  checked_in: 'console.status.checked_in',
} as const satisfies Record<ApplicationStatus, MessageId>;

/** The organisers' decisions: what their buttons say. */
export const DECISION_VERBS: Partial<Record<ApplicationStatus, MessageId>> = {
  accepted: 'console.decision.accept',
  waitlisted: 'console.decision.waitlist',
  rejected: 'console.decision.reject',
  submitted: 'console.decision.submitted',
};

/** The decisions taken in bulk, in the order their buttons appear. */
export const BULK_DECISIONS = ['accepted', 'waitlisted', 'rejected'] as const satisfies readonly ApplicationStatus[];
