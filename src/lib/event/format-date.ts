/** A start and an end, ISO 8601 with offsets. */
export interface TimeSpan {
  start: string;
  end: string;
}

type Part = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod';
// Made on first use: loading the time zone costs ~20 ms, and an open form never shows a date.
const partFormatters = new Map<string, Intl.DateTimeFormat>();

// Assembled from parts: browsers differ on commas and on the space before 'AM' (some use U+202F).
function partsOf(iso: string, options: Intl.DateTimeFormatOptions): Record<Part, string> {
  const key = JSON.stringify(options);
  let format = partFormatters.get(key);
  if (!format) partFormatters.set(key, (format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', ...options })));
  const parts = format.formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as Record<Part, string>;
}

const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** 'Friday 19 September 2025' (Cairo time). */
export function cairoDay(iso: string): string {
  const p = partsOf(iso, { weekday: 'long', ...DAY });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** '3 October 2025' (Cairo time). */
export function cairoDate(iso: string): string {
  const p = partsOf(iso, DAY);
  return `${p.day} ${p.month} ${p.year}`;
}

/** '3 October' (Cairo time). */
export function cairoDayMonth(iso: string): string {
  const p = partsOf(iso, { day: 'numeric', month: 'long' });
  return `${p.day} ${p.month}`;
}

/** '8:00 AM' (Cairo time). */
export function cairoTime(iso: string): string {
  const p = partsOf(iso, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
  return `${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}

/** 'Friday 26 September 2025 at 11:59 PM' (Cairo time), for a moment inside a sentence. */
export const cairoMoment = (iso: string) => `${cairoDay(iso)} at ${cairoTime(iso)}`;

/** A date as Cairo reads it, e.g. 'Tuesday 16 September 2025 at 11:59 PM (Cairo time)'. */
export const cairoDateTime = (date: Date) => `${cairoMoment(date.toISOString())} (Cairo time)`;

/** '8:00 AM to 6:00 PM' (Cairo time). */
export const cairoHours = (span: TimeSpan) => `${cairoTime(span.start)} to ${cairoTime(span.end)}`;

/** The days a span covers: '3 and 4 October 2025', '3 to 5 October 2025', '30 September to 1 October 2025' (Cairo time). */
export function cairoDays(span: TimeSpan): string {
  const first = partsOf(span.start, DAY);
  const last = partsOf(span.end, DAY);
  const lastDay = `${last.day} ${last.month} ${last.year}`;
  if (first.year !== last.year) return `${first.day} ${first.month} ${first.year} to ${lastDay}`;
  if (first.month !== last.month) return `${first.day} ${first.month} to ${lastDay}`;
  if (first.day === last.day) return lastDay;
  return `${first.day} ${Number(last.day) - Number(first.day) === 1 ? 'and' : 'to'} ${lastDay}`;
}

/** The same instant a day later (the overnight rule's morning). */
export const nextDay = (iso: string) => new Date(new Date(iso).getTime() + 86_400_000).toISOString();
