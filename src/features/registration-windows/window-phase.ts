import type { EventSettings } from './event-settings';

export type RegistrationKind = 'bootcamp' | 'hackathon';
export type WindowPhase = 'before' | 'open' | 'closed';

export interface RegistrationWindow {
  opens: Date;
  closes: Date;
}

export function windowOf(settings: EventSettings, kind: RegistrationKind): RegistrationWindow {
  return kind === 'bootcamp'
    ? { opens: new Date(settings.bootcamp.openBootcampDate), closes: new Date(settings.bootcamp.closedBootcampDate) }
    : { opens: new Date(settings.hackathon.openHackathonDate), closes: new Date(settings.hackathon.closedHackathonDate) };
}

/** Open from the opening instant through the closing instant, both included (as the server decides). */
export function windowPhase(window: RegistrationWindow, now: Date): WindowPhase {
  if (now < window.opens) return 'before';
  if (now > window.closes) return 'closed';
  return 'open';
}
