const cairo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'full', timeStyle: 'short' });

/** A deadline as applicants read it: "Tuesday 30 September 2025 at 23:59". */
export const cairoDeadline = (iso: string) => cairo.format(new Date(iso));
