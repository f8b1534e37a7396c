import { cairoDay, cairoDayMonth, cairoDays, cairoHours, cairoMoment, cairoTime, nextDay, type TimeSpan } from './format-date';

/** What the event's dates are made of, in the site's and the server's settings alike. */
export interface EventDays {
  bootcampDay: TimeSpan;
  hackathonDays: TimeSpan;
  bootcamp: { closedBootcampDate: string };
  hackathon: { closedHackathonDate: string };
}

// Addresses the organisers own; one place to correct them.
export const PRODUCT_NAME = 'NASA Space Apps Challenge Cairo';
export const SHORT_NAME = 'Space Apps Cairo';
export const CONTACT_EMAIL = 'info@spaceappscairo.com';

// What the settings do not hold (specification sections 1 and 6), said once for every public page; every date comes from the settings.
export const BOOTCAMP_FACTS = {
  venue: 'a university in 6th of October city',
  benefits: ['Talks by past winners', 'Technical and non-technical workshops', 'Team building', 'Interactive activities'],
};

export const HACKATHON_FACTS = {
  venue: '6th of October city',
  teamSize: 'Teams of 1 to 6 members',
};

/** Female participants leave campus on the hackathon's first evening and come back the next morning. */
const OVERNIGHT = { leave: '7:30 PM', back: '8:00 AM' };

/** 'a university' -> 'A university', for a phrase standing alone. */
export const standalone = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** 'Talks by past winners, team building and interactive activities', for a phrase inside a sentence. */
export function inProse(items: string[]): string {
  const lower = items.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  return lower.length < 2 ? lower.join('') : `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}`;
}

/** The event's dates as the public pages say them, from the settings. */
export function eventDates(settings: EventDays) {
  const { bootcampDay, hackathonDays } = settings;
  return {
    bootcampDay: cairoDay(bootcampDay.start),
    bootcampHours: cairoHours(bootcampDay),
    hackathonDays: cairoDays(hackathonDays),
    hackathonStart: cairoTime(hackathonDays.start),
    hackathonFirstDay: cairoDay(hackathonDays.start),
    hackathonLastDay: cairoDay(hackathonDays.end),
    bootcampDeadline: cairoMoment(settings.bootcamp.closedBootcampDate),
    hackathonDeadline: cairoMoment(settings.hackathon.closedHackathonDate),
    overnightRule:
      `Female participants may not stay overnight on campus: they leave on ${cairoDayMonth(hackathonDays.start)} at ${OVERNIGHT.leave} ` +
      `and return on ${cairoDayMonth(nextDay(hackathonDays.start))} at ${OVERNIGHT.back}.`,
  };
}
export type EventDates = ReturnType<typeof eventDates>;
