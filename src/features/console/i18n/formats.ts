import { LOCALES, SOURCE_LANGUAGE, type Language } from '../../../lib/i18n/languages';

// Intl formatters are costly to make: one per locale and style, made when first asked for.
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A count as the page's language writes it: '1,234' in English, '١٬٢٣٤' in Arabic. */
export function formatNumber(value: number, language: Language = SOURCE_LANGUAGE): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language]);
    numberFormats.set(language, format);
  }
  return format.format(value);
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

const percentFormats = new Map<Language, Intl.NumberFormat>();

/** A share as a whole percentage: '83%' in English, '٨٣٪' in Arabic. */
export function formatPercent(share: number, language: Language = SOURCE_LANGUAGE): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(language, format);
  }
  return format.format(share);
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
