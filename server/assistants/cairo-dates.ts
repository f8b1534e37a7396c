import * as site from '../../src/lib/event/format-date';
import type { Language } from '../../src/lib/i18n/languages';

const parts = (iso: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', ...options })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );

/** "2025-09-16T23:59:59+03:00" -> "Tuesday 16 September 2025" (Cairo time). */
export function cairoDay(iso: string): string {
  const p = parts(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "2025-09-16T23:59:59+03:00" -> "11:59 PM" (Cairo time). */
export function cairoTime(iso: string): string {
  const p = parts(iso, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
  return `${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}

/** "Tuesday 16 September 2025 at 11:59 PM". */
export const cairoDateTime = (iso: string) => `${cairoDay(iso)} at ${cairoTime(iso)}`;

/** "2025-10-03T08:00:00+03:00" -> "3 October" (Cairo time). */
export function cairoDayMonth(iso: string): string {
  const p = parts(iso, { day: 'numeric', month: 'long' });
  return `${p.day} ${p.month}`;
}

/** The same instant a day later, as an ISO string. */
export const nextDay = (iso: string) => new Date(new Date(iso).getTime() + 86_400_000).toISOString();

/** A start and an end, ISO 8601 with offsets. */
export interface TimeSpan {
  start: string;
  end: string;
}

/** "8:00 AM to 6:00 PM" (Cairo time). */
export const cairoHours = (span: TimeSpan) => `${cairoTime(span.start)} to ${cairoTime(span.end)}`;

/** The days a span covers, as the site words them: "3 and 4 October 2025", "30 September to 1 October 2025" (Cairo time). */
export function cairoDays(span: TimeSpan): string {
  const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const first = parts(span.start, day);
  const last = parts(span.end, day);
  const lastDay = `${last.day} ${last.month} ${last.year}`;
  if (first.year !== last.year) return `${first.day} ${first.month} ${first.year} to ${lastDay}`;
  if (first.month !== last.month) return `${first.day} ${first.month} to ${lastDay}`;
  if (first.day === last.day) return lastDay;
  return `${first.day} ${Number(last.day) - Number(first.day) === 1 ? 'and' : 'to'} ${lastDay}`;
}

/** The dates of the answers in one language, Cairo time. */
export interface CairoDates {
  day: (iso: string) => string;
  time: (iso: string) => string;
  dateTime: (iso: string) => string;
  dayMonth: (iso: string) => string;
  hours: (span: TimeSpan) => string;
  days: (span: TimeSpan) => string;
}

/** English as the site writes dates ("Friday 19 September 2025 at 8:00 AM"); Arabic as the Arabic pages do (ar-EG). */
export const CAIRO_DATES: Record<Language, CairoDates> = {
  en: { day: cairoDay, time: cairoTime, dateTime: cairoDateTime, dayMonth: cairoDayMonth, hours: cairoHours, days: cairoDays },
  ar: {
    day: (iso) => site.cairoDay(iso, 'ar'), // "الجمعة ١٩ سبتمبر ٢٠٢٥"
    time: (iso) => site.cairoTime(iso, 'ar'), // "٨:٠٠ ص"
    dateTime: (iso) => site.cairoMoment(iso, 'ar'),
    dayMonth: (iso) => site.cairoDayMonth(iso, 'ar'),
    hours: (span) => site.cairoHours(span, 'ar'),
    days: (span) => site.cairoDays(span, 'ar'),
  },
};
