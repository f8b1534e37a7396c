import type { MouseEvent } from 'react';
import { useLanguageChoice } from '../../../lib/i18n/language-context';
import { LANGUAGE_NAMES, type Language } from '../../../lib/i18n/languages';
import { useT } from '../../../lib/i18n/translate';

const OTHER: Record<Language, Language> = { en: 'ar', ar: 'en' };

/** A plain click shows the same console page in the other language in place; a new tab or a copied link still works. */
const inPlace = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The console's own language switch (the site's header is not shown here): a link to the same page in the other language. */
export function LanguageSwitch() {
  const t = useT();
  const { language, hrefIn, switchTo } = useLanguageChoice();
  const other = OTHER[language];
  return (
    <a
      className="console-language"
      href={hrefIn(other)}
      hrefLang={other}
      onClick={(event) => {
        if (!inPlace(event)) return;
        event.preventDefault();
        switchTo(other);
      }}
    >
      <span className="visually-hidden">{t('console.language.switch')} </span>
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}
