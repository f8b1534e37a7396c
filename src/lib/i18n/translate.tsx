import type { MessageDescriptor } from '@lingui/core';
import { LinguiContext, Trans } from '@lingui/react';
import { useCallback, useContext, type ReactElement, type ReactNode } from 'react';
import { i18nFor } from './catalogues';
import { useLanguage } from './language-context';
import type { MessageId } from './message-id';

export type { MessageId };
import type { I18n } from '@lingui/core';
import type { Language } from './languages';

export type MessageValues = Record<string, unknown>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The provider's instance; a part drawn without the site's providers (a test, the benchmark) gets its language's. */
export function useI18n(): { i18n: I18n; provided: boolean } {
  const context = useContext(LinguiContext);
  const language = useLanguage();
  return context ? { i18n: context.i18n, provided: true } : { i18n: i18nFor(language), provided: false };
}

/** `t(id, values)` in the page's language; redraws the caller when a catalogue arrives. */
export function useT(): Translate {
  const { i18n } = useI18n();
  // The context's object changes when a catalogue arrives: depending on it redraws memoised callers.
  const context = useContext(LinguiContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n, context]);
}

/** The same outside React (a toast raised in a callback, a title): the words of one language. */
export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  return i18nFor(language)._(id, values);
}

/** A message with markup inside: `<T id="x" components={{ 0: <a href="/faq" /> }} />` for "Read the <0>FAQ</0>". */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactNode {
  const { i18n, provided } = useI18n();
  const message = <Trans id={id} values={values as MessageDescriptor['values']} components={components} />;
  return provided ? message : <LinguiContext value={{ i18n, _: i18n.t.bind(i18n) }}>{message}</LinguiContext>;
}
