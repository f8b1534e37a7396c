import { SOURCE_LANGUAGE, type Language } from '../../../lib/i18n/languages';
import { cachedDateFormat } from '../i18n/formats';

/** Days are Cairo days as 'YYYY-MM-DD', like the server counts them. */
export interface DayCount {
  day: string;
  count: number;
}

const DAY_MS = 86_400_000;
// A deadline further than this past the last submission would squeeze the bars; it is then left off the axis.
const MAX_DAYS_TO_DEADLINE = 60;

let cairoFormatter: Intl.DateTimeFormat | undefined;

/** The Cairo day of an instant: '2025-09-16T23:59:59+03:00' is '2025-09-16'. */
export function cairoDay(instant: string): string | undefined {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  // en-CA writes dates as YYYY-MM-DD.
  cairoFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });
  return cairoFormatter.format(date);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Every day from the first submission to the last one (or to the deadline when it is near), zeros
 * included, so the bars stand on a time axis and the deadline has a place on it.
 */
export function daySeries(perDay: readonly DayCount[], deadlineDay?: string): DayCount[] {
  if (perDay.length === 0) return [];
  const counts = new Map(perDay.map((entry) => [entry.day, entry.count]));
  const days = perDay.map((entry) => dayNumber(entry.day));
  const first = Math.min(...days);
  let last = Math.max(...days);
  const deadline = deadlineDay ? dayNumber(deadlineDay) : undefined;
  if (deadline !== undefined && deadline > last && deadline - last <= MAX_DAYS_TO_DEADLINE) last = deadline;
  const series: DayCount[] = [];
  for (let n = first; n <= last; n += 1) series.push({ day: dayOf(n), count: counts.get(dayOf(n)) ?? 0 });
  return series;
}

const shortFormats = new Map<Language, Intl.DateTimeFormat>();
const longFormats = new Map<Language, Intl.DateTimeFormat>();
const LONG: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };

/** '16 Sep', for the axis, in the page's language. */
export const shortDay = (day: string, language: Language = SOURCE_LANGUAGE) =>
  cachedDateFormat(shortFormats, language, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
/** 'Tue 16 September 2025', for the table and the chart's summary, in the page's language. */
export const longDay = (day: string, language: Language = SOURCE_LANGUAGE) =>
  cachedDateFormat(longFormats, language, LONG).format(new Date(`${day}T00:00:00Z`));
