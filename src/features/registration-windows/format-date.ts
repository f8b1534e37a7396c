const formatter = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'full', timeStyle: 'short' });

/** A date as Cairo reads it, e.g. 'Tuesday, 16 September 2025 at 23:59 (Cairo time)'. */
export function cairoDateTime(date: Date): string {
  return `${formatter.format(date)} (Cairo time)`;
}
