import { useMemo } from 'react';
import { useLanguage, useNamespaces } from '../lib/i18n/language-context';
import { DIRECTIONS, LOCALES } from '../lib/i18n/languages';
import { translate, type MessageId, type MessageValues } from '../lib/i18n/translate';

/** A widget's own words (Add, Remove, No results found) in the page's language, and its numbers written its way. */
export function useWidgetWords() {
  useNamespaces(['forms']);
  const language = useLanguage();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(LOCALES[language], { useGrouping: false });
    return {
      language,
      rtl: DIRECTIONS[language] === 'rtl',
      t: (id: MessageId, values?: MessageValues) => translate(language, id, values),
      number: (value: number) => numbers.format(value),
    };
  }, [language]);
}
