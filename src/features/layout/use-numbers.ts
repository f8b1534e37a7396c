import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/language-context';
import { LOCALES, type Language } from '../../lib/i18n/languages';

const formats = new Map<string, Intl.NumberFormat>();

/** A number as people of the language read it: '795' in English, '٧٩٥' in Arabic (Egypt). */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(LOCALES[language], options)));
  return format.format(value);
}

/** Number formatting in the page's language: counts, years (never '2,024') and two-digit clock figures. */
export function useNumbers() {
  const language = useLanguage();
  return useMemo(
    () => ({
      count: (value: number) => formatNumber(value, language),
      year: (value: number) => formatNumber(value, language, { useGrouping: false }),
      twoDigits: (value: number) => formatNumber(value, language, { minimumIntegerDigits: 2, useGrouping: false }),
    }),
    [language],
  );
}
