import type { Language } from '../../engine/i18n/languages';
import { BOOTCAMP_BENEFITS, DEFAULT_EVENT, TEAM_SIZE } from './default-event';

/** The event's fixed facts in each language (the English ones are default-event's, which the server quotes too). */
export const EVENT_WORDS: Record<Language, { benefits: string[]; teamSize: string }> = {
  en: { benefits: BOOTCAMP_BENEFITS, teamSize: TEAM_SIZE },
  ar: {
    benefits: ['محاضرات يقدّمها فائزون سابقون', 'ورش عمل تقنية وغير تقنية', 'تكوين الفرق', 'أنشطة تفاعلية'],
    teamSize: 'فرق من عضو واحد إلى ستة أعضاء',
  },
};

// The shipped venues in Arabic; a venue the organisers type in the console is shown as they wrote it.
const ARABIC_VENUES: Record<string, string> = {
  [DEFAULT_EVENT.venue.bootcamp]: 'إحدى الجامعات بمدينة السادس من أكتوبر',
  [DEFAULT_EVENT.venue.hackathon]: 'مدينة السادس من أكتوبر',
};

/** A venue phrase of the settings in the language, when it is one the site knows. */
export const venueIn = (phrase: string, language: Language): string =>
  language === 'ar' ? (Object.hasOwn(ARABIC_VENUES, phrase) ? ARABIC_VENUES[phrase]! : phrase) : phrase;

/** 'Talks by past winners, team building and interactive activities', for a phrase inside a sentence. */
export function inProse(items: string[], language: Language = 'en'): string {
  if (language === 'ar') return items.length < 2 ? items.join('') : `${items.slice(0, -1).join('، ')} و${items.at(-1)}`;
  const lower = items.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  return lower.length < 2 ? lower.join('') : `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}`;
}
