import { LinguiContext } from '@lingui/react';
import { createContext, use, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { catalogueVersion, i18nFor, loadNamespaces, namespacesLoaded, type Namespace } from './catalogues';
import { DIRECTIONS, SOURCE_LANGUAGE, type Language } from './languages';
import { setRequestLanguage } from './request-language';

export interface LanguageChoice {
  language: Language;
  /** The address of the page being shown, in another language (what the switch links to). */
  hrefIn: (language: Language) => string;
  /** Shows the same page in another language without reloading: answers typed so far stay. */
  switchTo: (language: Language) => void;
}

const LanguageContext = createContext<LanguageChoice>({
  language: SOURCE_LANGUAGE,
  hrefIn: () => '/',
  switchTo: () => undefined,
});

export function useLanguageChoice(): LanguageChoice {
  return useContext(LanguageContext);
}

/** The language of the page being shown. */
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}

const loads = new Map<string, Promise<void>>();

/**
 * Suspends until the namespaces' catalogues of the language are loaded (at once when they are). Once a component
 * waited on a load it calls `use` on that same promise on every later render, as React requires (React has marked
 * it fulfilled by then); catalogues loaded before anyone waited need no `use` at all.
 */
export function useCatalogues(language: Language, namespaces: readonly Namespace[]): void {
  const key = `${language}:${namespaces.join(',')}`;
  let promise = loads.get(key);
  if (!promise) {
    if (namespacesLoaded(language, namespaces)) return;
    // A failed load is forgotten, so the next render tries again.
    promise = loadNamespaces(language, namespaces).catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, promise);
  }
  use(promise);
}

/** The words of these namespaces in the page's language, before the component draws. */
export function useNamespaces(namespaces: readonly Namespace[]): void {
  useCatalogues(useLanguage(), namespaces);
}

/** Gives the tree its language: Lingui's instance for it, the site's words, `lang` and `dir` on `<html>`. */
export function LanguageProvider({ choice, children }: { choice: LanguageChoice; children: ReactNode }) {
  const { language } = choice;
  useCatalogues(language, ['site']);
  // Set while drawing, so requests made by this render's queries already carry the language.
  setRequestLanguage(language);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = DIRECTIONS[language];
  }, [language]);
  const i18n = i18nFor(language);
  // Lingui's own provider keeps its instance in state and catches up in an effect: one render after a switch would
  // still speak the old language. This one is derived in the render, and renews when a catalogue arrives.
  const version = () => catalogueVersion(i18n);
  const loads = useSyncExternalStore((listener) => i18n.on('change', listener), version, version);
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n), loads }), [i18n, loads]);
  return (
    <LanguageContext value={choice}>
      <LinguiContext value={lingui}>{children}</LinguiContext>
    </LanguageContext>
  );
}
