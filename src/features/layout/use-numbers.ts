import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/language-context';
import { formatNumber } from '../../lib/i18n/numbers';

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
