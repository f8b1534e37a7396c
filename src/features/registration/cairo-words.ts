import type { FormWords } from '../../form-react/index';
import { cairoDateTime, cairoTime } from '../../lib/event/format-date';
import { LOCALES, type Language } from '../../lib/i18n/languages';

/** 'Tuesday 24 November 2026 at 10:42 AM (Cairo time)', or the same in Arabic: when something happens, inside a sentence. */
export const cairoMomentWords = ({ language }: FormWords, iso: string): string => cairoDateTime(new Date(iso), language);

/** '10:42 AM' (Cairo time), or '١٠:٤٢ ص' in Arabic. */
export const cairoTimeWords = ({ language }: FormWords, iso: string): string => cairoTime(iso, language);

// Made on first use: loading the time zone is not free, and most pages show no history.
const shortFormats = new Map<Language, Intl.DateTimeFormat>();

/** A date and time for a list (the history of an application): '16 Sept 2025, 14:05' or its Arabic. */
export function cairoShortWords({ language }: FormWords, iso: string): string {
  let format = shortFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'Africa/Cairo', dateStyle: 'medium', timeStyle: 'short' });
    shortFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
