import { useCallback } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useT } from '../../../lib/i18n/translate';
import { formatNumber } from './formats';

/** The console's words in the page's language, its language, and numbers written the way it writes them. */
export function useConsoleWords() {
  const t = useT();
  const language = useLanguage();
  const number = useCallback((value: number) => formatNumber(value, language), [language]);
  return { t, language, number };
}
