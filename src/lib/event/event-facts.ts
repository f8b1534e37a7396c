import { OVERNIGHT, type EventSettings } from './default-event';
import { cairoDay, cairoDayMonth, cairoDays, cairoHours, cairoMoment, cairoTime, nextDay } from './format-date';

// The names and the fixed facts, for modules that read them beside the dates.
export { BOOTCAMP_BENEFITS, PRODUCT_NAME, SHORT_NAME, TEAM_SIZE } from './default-event';

/** What the event's dates are made of, in the site's and the server's settings alike. */
export type EventDays = Pick<EventSettings, 'bootcampDay' | 'hackathonDays' | 'bootcamp' | 'hackathon'>;

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
