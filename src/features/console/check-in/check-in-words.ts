import { SOURCE_LANGUAGE, type Language } from '../../../lib/i18n/languages';
import { translate } from '../../../lib/i18n/translate';
import { cachedDateFormat } from '../i18n/formats';

/** What a person came for, in the door's words: 'Bootcamp', 'Team Orbiters', or the form's name. */
export function kindWords(kind: string, teamName?: string, language: Language = SOURCE_LANGUAGE): string {
  if (kind === 'bootcamp') return translate(language, 'console.kind.bootcamp');
  if (kind === 'hackathon')
    return teamName ? translate(language, 'console.door.team', { team: teamName }) : translate(language, 'console.door.hackathonTeam');
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const clocks = new Map<Language, Intl.DateTimeFormat>();
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A time as Cairo reads it: '09:14' today, '09:14 on Fri 3 Oct' another day. */
export function cairoClock(iso: string, now = new Date(), language: Language = SOURCE_LANGUAGE): string {
  const clock = cachedDateFormat(clocks, language, { timeZone: 'Africa/Cairo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayFormat = cachedDateFormat(dayFormats, language, { timeZone: 'Africa/Cairo', weekday: 'short', day: 'numeric', month: 'short' });
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = dayFormat.format(at) === dayFormat.format(now);
  return sameDay ? clock.format(at) : translate(language, 'console.door.timeOnDay', { time: clock.format(at), day: dayFormat.format(at) });
}
