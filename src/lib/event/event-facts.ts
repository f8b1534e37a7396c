import type { Language } from '../../engine/i18n/languages';
import { OVERNIGHT, type EventSettings } from './default-event';
import { cairoDay, clockTime, cairoDayMonth, cairoDays, cairoHours, cairoMoment, cairoTime, nextDay } from './format-date';

// The names and the fixed facts, for modules that read them beside the dates.
export { BOOTCAMP_BENEFITS, PRODUCT_NAME, SHORT_NAME, TEAM_SIZE } from './default-event';
export { inProse } from './event-words';

/** What the event's dates are made of, in the site's and the server's settings alike. */
export type EventDays = Pick<EventSettings, 'bootcampDay' | 'hackathonDays' | 'bootcamp' | 'hackathon'>;

/** 'a university' -> 'A university', for a phrase standing alone. */
export const standalone = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

function overnightRule(start: string, language: Language): string {
  const [leaveDay, backDay] = [cairoDayMonth(start, language), cairoDayMonth(nextDay(start), language)];
  const [leave, back] = [OVERNIGHT.leave, OVERNIGHT.back].map(({ hour, minute }) => clockTime(hour, minute, language));
  if (language === 'ar') {
    return `لا يُسمح للمشاركات بالمبيت في الحرم الجامعي: يغادرن يوم ${leaveDay} الساعة ${leave} ويعدن يوم ${backDay} الساعة ${back}.`;
  }
  return `Female participants may not stay overnight on campus: they leave on ${leaveDay} at ${leave} and return on ${backDay} at ${back}.`;
}

/** The event's dates as the public pages say them, from the settings, in English unless asked otherwise. */
export function eventDates(settings: EventDays, language: Language = 'en') {
  const { bootcampDay, hackathonDays } = settings;
  return {
    bootcampDay: cairoDay(bootcampDay.start, language),
    bootcampHours: cairoHours(bootcampDay, language),
    hackathonDays: cairoDays(hackathonDays, language),
    hackathonStart: cairoTime(hackathonDays.start, language),
    hackathonFirstDay: cairoDay(hackathonDays.start, language),
    hackathonLastDay: cairoDay(hackathonDays.end, language),
    bootcampDeadline: cairoMoment(settings.bootcamp.closedBootcampDate, language),
    hackathonDeadline: cairoMoment(settings.hackathon.closedHackathonDate, language),
    overnightRule: overnightRule(hackathonDays.start, language),
  };
}
export type EventDates = ReturnType<typeof eventDates>;
