import type { ReactElement } from 'react';
import type { Namespace } from '../lib/i18n/catalogues';
import { T, type MessageId, type MessageValues } from '../lib/i18n/translate';
import { useWords, wordsIn, type Words } from '../lib/i18n/words';

/** The words of the forms in one language, with its way of writing numbers and lists. */
export type FormWords = Words;

/** The same outside React (a toast, an error thrown by an API call): one object per language. */
export const formWords = wordsIn;

const FORMS: readonly Namespace[] = ['forms'];

/**
 * The forms' words in the page's language, once their catalogue is loaded (suspends until then). It needs no
 * Lingui provider: a form drawn on its own (tests, another page's panel) speaks English.
 */
export function useFormWords(): FormWords {
  return useWords(FORMS);
}

/** A message with markup: `<Words id="x" components={{ 0: <strong /> }} />` for "Registering as <0>{email}</0>". */
export function Words({ id, values, components }: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  useFormWords();
  return <T id={id} values={values} components={components} />;
}
