let formatter: Intl.DateTimeFormat | undefined;

/** '10 Sep 2025, 12:00', as Cairo reads it: organisers and applicants share the event's clock. */
export function shortCairoTime(iso: string): string {
  formatter ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'medium', timeStyle: 'short' });
  return formatter.format(new Date(iso));
}

/** A moment in a <time> element, machine-readable beside the words. */
export function When({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>-</>;
  return <time dateTime={iso}>{shortCairoTime(iso)}</time>;
}
