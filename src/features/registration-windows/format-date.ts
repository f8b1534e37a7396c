let formatter: Intl.DateTimeFormat | undefined;

/** A date as Cairo reads it, e.g. 'Tuesday, 16 September 2025 at 23:59 (Cairo time)'. */
export function cairoDateTime(date: Date): string {
  // Made on first use: loading the time zone costs ~20 ms, and an open form never shows a date.
  formatter ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'full', timeStyle: 'short' });
  return `${formatter.format(date)} (Cairo time)`;
}
