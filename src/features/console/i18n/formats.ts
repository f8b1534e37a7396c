import { LOCALES, SOURCE_LANGUAGE, type Language } from '../../../lib/i18n/languages';
import { formatNumber as formatLocalNumber } from '../../../lib/i18n/numbers';

/** A count as the page's language writes it: '1,234' in English, '١٬٢٣٤' in Arabic. */
export function formatNumber(value: number, language: Language = SOURCE_LANGUAGE): string {
  return formatLocalNumber(value, language);
}

/** A date-time formatter for the page's language, made once per locale and options key. */
export function cachedDateFormat(
  cache: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    cache.set(language, format);
  }
  return format;
}

/** A share as a whole percentage: '83%' in English, '٨٣٪' in Arabic. */
export function formatPercent(share: number, language: Language = SOURCE_LANGUAGE): string {
  return formatLocalNumber(share, language, { style: 'percent', maximumFractionDigits: 0 });
}

/** A moment as organisers read it, in Cairo: '10 Sept 2025, 12:00'; in Arabic the month is named too ('١٠ سبتمبر ٢٠٢٥، ١٢:٠٠ م'). */
export const CAIRO_MOMENT: Intl.DateTimeFormatOptions = {
  timeZone: 'Africa/Cairo',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
