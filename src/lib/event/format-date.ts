import type { Language } from '../../engine/i18n/languages';
import { LOCALES } from '../i18n/languages';

/** A start and an end, ISO 8601 with offsets. */
export interface TimeSpan {
  start: string;
  end: string;
}

type Part = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod';
// Made on first use: loading the time zone costs ~20 ms, and an open form never shows a date.
const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The small words dates are joined with, in each language. */
const JOINS: Record<Language, { and: string; to: string; at: string; cairoTime: string }> = {
  en: { and: ' and ', to: ' to ', at: ' at ', cairoTime: '(Cairo time)' },
  ar: { and: ' و', to: ' إلى ', at: ' الساعة ', cairoTime: '(بتوقيت القاهرة)' },
};

// Assembled from parts: browsers differ on commas and on the space before 'AM' (some use U+202F).
function partsOf(iso: string, options: Intl.DateTimeFormatOptions, language: Language = 'en'): Record<Part, string> {
  const key = `${language}${JSON.stringify(options)}`;
  let format = partFormatters.get(key);
  if (!format) partFormatters.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'Africa/Cairo', ...options })));
  const parts = format.formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as Record<Part, string>;
}

const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** 'Friday 19 September 2025', 'الجمعة ١٩ سبتمبر ٢٠٢٥' (Cairo time). */
export function cairoDay(iso: string, language: Language = 'en'): string {
  const p = partsOf(iso, { weekday: 'long', ...DAY }, language);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** '3 October 2025' (Cairo time). */
export function cairoDate(iso: string, language: Language = 'en'): string {
  const p = partsOf(iso, DAY, language);
  return `${p.day} ${p.month} ${p.year}`;
}

/** '3 October' (Cairo time). */
export function cairoDayMonth(iso: string, language: Language = 'en'): string {
  const p = partsOf(iso, { day: 'numeric', month: 'long' }, language);
  return `${p.day} ${p.month}`;
}

/** '8:00 AM', '٨:٠٠ ص' (Cairo time). */
export function cairoTime(iso: string, language: Language = 'en'): string {
  const p = partsOf(iso, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }, language);
  return `${p.hour}:${p.minute} ${language === 'en' ? p.dayPeriod.toUpperCase() : p.dayPeriod}`;
}

/** A time of day on the wall clock, whatever the date: clockTime(19, 30) is '7:30 PM'. */
export function clockTime(hour: number, minute: number, language: Language = 'en'): string {
  return cairoTime(new Date(Date.UTC(2000, 0, 1, hour - 2, minute)).toISOString(), language); // Cairo is UTC+2 in January
}

/** 'Friday 26 September 2025 at 11:59 PM' (Cairo time), for a moment inside a sentence. */
export const cairoMoment = (iso: string, language: Language = 'en') =>
  `${cairoDay(iso, language)}${JOINS[language].at}${cairoTime(iso, language)}`;

/** A date as Cairo reads it, e.g. 'Tuesday 16 September 2025 at 11:59 PM (Cairo time)'. */
export const cairoDateTime = (date: Date, language: Language = 'en') =>
  `${cairoMoment(date.toISOString(), language)} ${JOINS[language].cairoTime}`;

/** '8:00 AM to 6:00 PM' (Cairo time). */
export const cairoHours = (span: TimeSpan, language: Language = 'en') =>
  `${cairoTime(span.start, language)}${JOINS[language].to}${cairoTime(span.end, language)}`;

/** The days a span covers: '3 and 4 October 2025', '3 to 5 October 2025', '30 September to 1 October 2025' (Cairo time). */
export function cairoDays(span: TimeSpan, language: Language = 'en'): string {
  // Compared in English digits, said in the language's.
  const [firstNumbers, lastNumbers] = [partsOf(span.start, DAY), partsOf(span.end, DAY)];
  const first = partsOf(span.start, DAY, language);
  const last = partsOf(span.end, DAY, language);
  const { and, to } = JOINS[language];
  const lastDay = `${last.day} ${last.month} ${last.year}`;
  if (firstNumbers.year !== lastNumbers.year) return `${first.day} ${first.month} ${first.year}${to}${lastDay}`;
  if (firstNumbers.month !== lastNumbers.month) return `${first.day} ${first.month}${to}${lastDay}`;
  if (firstNumbers.day === lastNumbers.day) return lastDay;
  return `${first.day}${Number(lastNumbers.day) - Number(firstNumbers.day) === 1 ? and : to}${lastDay}`;
}

/** The same instant a day later (the overnight rule's morning). */
export const nextDay = (iso: string) => new Date(new Date(iso).getTime() + 86_400_000).toISOString();
