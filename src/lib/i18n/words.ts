import type { Namespace } from './catalogues';
import { useLanguage, useNamespaces } from './language-context';
import { DIRECTIONS, LOCALES, type Language } from './languages';
import { formatNumber } from './numbers';
import { translate, type MessageId, type MessageValues, type Translate } from './translate';

/** The words of one language, with its way of writing numbers and lists. */
export interface Words {
  language: Language;
  rtl: boolean;
  t: Translate;
  /** A number as people of the language read it, ungrouped (a year, a count in a sentence): 12, or ١٢ in Arabic. */
  number: (value: number) => string;
  /** 'a, b, c' in English, 'a، b، c' in Arabic. */
  list: (items: string[]) => string;
  /** 'a, b and c'. */
  and: (items: string[]) => string;
}

const made = new Map<Language, Words>();

/** The same outside React (a toast, an error thrown by an API call): one object per language. */
export function wordsIn(language: Language): Words {
  let words = made.get(language);
  if (!words) {
    // Made on first use: a page's first Intl object loads locale data (12 ms and more), which a form's first draw never needs.
    let units: Intl.ListFormat | undefined;
    let conjunction: Intl.ListFormat | undefined;
    words = {
      language,
      rtl: DIRECTIONS[language] === 'rtl',
      t: (id: MessageId, values?: MessageValues) => translate(language, id, values),
      number: (value) => formatNumber(value, language, { useGrouping: false }),
      // Arabic's unit lists put "and" before the last item too: a plain comma list reads as a list.
      list: (items) =>
        language === 'ar' ? items.join('، ') : (units ??= new Intl.ListFormat(LOCALES[language], { type: 'unit' })).format(items),
      and: (items) => (conjunction ??= new Intl.ListFormat(LOCALES[language], { type: 'conjunction' })).format(items),
    };
    made.set(language, words);
  }
  return words;
}

/** The words of these namespaces in the page's language, once loaded (suspends until then); no Lingui provider needed. */
export function useWords(namespaces: readonly Namespace[]): Words {
  useNamespaces(namespaces);
  return wordsIn(useLanguage());
}
