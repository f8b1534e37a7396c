/** What a person came for, in the door's words: 'Bootcamp', 'Team Orbiters', or the form's name. */
export function kindWords(kind: string, teamName?: string): string {
  if (kind === 'bootcamp') return 'Bootcamp';
  if (kind === 'hackathon') return teamName ? `Team ${teamName}` : 'Hackathon team';
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

let clock: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** A time as Cairo reads it: '09:14' today, '09:14 on Fri 3 Oct' another day. */
export function cairoClock(iso: string, now = new Date()): string {
  clock ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', weekday: 'short', day: 'numeric', month: 'short' });
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = dayFormat.format(at) === dayFormat.format(now);
  return sameDay ? clock.format(at) : `${clock.format(at)} on ${dayFormat.format(at)}`;
}
