import type { MouseEvent } from 'react';
import { useLanguageChoice } from '../../lib/i18n/language-context';
import { LANGUAGE_NAMES, type Language } from '../../lib/i18n/languages';

/**
 * A link to the same page in the other language, named in that language. A plain click switches without
 * reloading, so the page keeps what was typed; a new-tab click (Ctrl, middle button) follows the link.
 */
export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const { language, hrefIn, switchTo } = useLanguageChoice();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchTo(other);
  };
  return (
    <a className={className} href={hrefIn(other)} lang={other} hrefLang={other} onClick={onClick}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
