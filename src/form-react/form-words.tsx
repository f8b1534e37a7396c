import { LinguiContext, Trans } from '@lingui/react';
import { useMemo, type ReactElement } from 'react';
import { i18nFor } from '../lib/i18n/catalogues';
import { useLanguage, useNamespaces } from '../lib/i18n/language-context';
import { LOCALES, type Language } from '../lib/i18n/languages';
import { translate, type MessageId, type MessageValues, type Translate } from '../lib/i18n/translate';

/** The words of the forms in one language, with its way of writing numbers and lists. */
export interface FormWords {
  language: Language;
  t: Translate;
  /** A number as people of the language read it: 12, or ١٢ in Arabic. */
  number: (value: number) => string;
  /** 'a, b, c' in English, 'a، b، c' in Arabic. */
  list: (items: string[]) => string;
  /** 'a, b and c'. */
  and: (items: string[]) => string;
}

const made = new Map<Language, FormWords>();

/** The same outside React (a toast, an error thrown by an API call): one object per language. */
export function formWords(language: Language): FormWords {
  let words = made.get(language);
  if (!words) {
    const numbers = new Intl.NumberFormat(LOCALES[language], { useGrouping: false });
    const units = new Intl.ListFormat(LOCALES[language], { type: 'unit' });
    const conjunction = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' });
    words = {
      language,
      t: (id: MessageId, values?: MessageValues) => translate(language, id, values),
      number: (value) => numbers.format(value),
      // Arabic's unit lists put "and" before the last item too: a plain comma list reads as a list.
      list: (items) => (language === 'ar' ? items.join('، ') : units.format(items)),
      and: (items) => conjunction.format(items),
    };
    made.set(language, words);
  }
  return words;
}

/**
 * The forms' words in the page's language, once their catalogue is loaded (suspends until then). It needs no
 * Lingui provider: a form drawn on its own (tests, another page's panel) speaks English.
 */
export function useFormWords(): FormWords {
  useNamespaces(['forms']);
  return formWords(useLanguage());
}

/** A message with markup: `<Words id="x" components={{ 0: <strong /> }} />` for "Registering as <0>{email}</0>". */
export function Words({ id, values, components }: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  const { language } = useFormWords();
  const context = useMemo(() => {
    const i18n = i18nFor(language);
    return { i18n, _: i18n._.bind(i18n) };
  }, [language]);
  return (
    <LinguiContext value={context}>
      <Trans id={id} values={values as Record<string, unknown>} components={components} />
    </LinguiContext>
  );
}
