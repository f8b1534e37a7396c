import type { ReactNode } from 'react';
import { LanguageProvider } from '../../lib/i18n/language-context';
import { pathInLanguage, type Language } from '../../lib/i18n/languages';

/** A component as a page in `language` draws it (tests): its words, `lang` and `dir`, and the API's Accept-Language. */
export function inLanguage(language: Language, ui: ReactNode) {
  const choice = { language, hrefIn: (target: Language) => pathInLanguage('/', target), switchTo: () => undefined };
  return <LanguageProvider choice={choice}>{ui}</LanguageProvider>;
}
