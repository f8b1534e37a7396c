import type { EventSettings, RegistrationWindow } from '../settings/settings';
import { DEDICATED_TARGETS } from '../submissions/targets';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A draft of a form with a registration window outlives the window by this much (the applicant may still want to read it). */
export const GRACE_DAYS = 7;
/** A draft of a form without a window is kept this long after its last save. */
export const IDLE_DAYS = 30;

/** The registration window a form's submissions are held to, as the submission endpoints apply it. */
export const windowOfForm = (formId: string): RegistrationWindow | undefined =>
  // Own keys only: a form published as "constructor" must not find Object's.
  Object.hasOwn(DEDICATED_TARGETS, formId) ? DEDICATED_TARGETS[formId]!.window : undefined;

function windowEnd(settings: EventSettings, window: RegistrationWindow): Date {
  return new Date(window === 'bootcamp' ? settings.bootcamp.closedBootcampDate : settings.hackathon.closedHackathonDate);
}

/** When a draft saved now is deleted: its form's window end plus the grace period, or IDLE_DAYS after this save. */
export function draftExpiry(settings: EventSettings, formId: string, now: Date): Date {
  const window = windowOfForm(formId);
  if (!window) return new Date(now.getTime() + IDLE_DAYS * DAY_MS);
  return new Date(windowEnd(settings, window).getTime() + GRACE_DAYS * DAY_MS);
}
