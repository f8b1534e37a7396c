import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as englishSiteWords } from '../../locales/en/site.json?lingui';
import type { Language } from './languages';

/** Message catalogues by namespace: each is a JSON file per language under src/locales, compiled at build time. */
export type Namespace = 'site' | 'content' | 'forms' | 'console' | 'chat';

type Loader = () => Promise<{ messages: Messages }>;

// One chunk per language and namespace: a page loads only the words it shows, in the language it shows them.
const LOADERS: Record<Language, Record<Namespace, Loader>> = {
  en: {
    site: () => import('../../locales/en/site.json?lingui'),
    content: () => import('../../locales/en/content.json?lingui'),
    forms: () => import('../../locales/en/forms.json?lingui'),
    console: () => import('../../locales/en/console.json?lingui'),
    chat: () => import('../../locales/en/chat.json?lingui'),
  },
  ar: {
    site: () => import('../../locales/ar/site.json?lingui'),
    content: () => import('../../locales/ar/content.json?lingui'),
    forms: () => import('../../locales/ar/forms.json?lingui'),
    console: () => import('../../locales/ar/console.json?lingui'),
    chat: () => import('../../locales/ar/chat.json?lingui'),
  },
};

const instances = new Map<Language, I18n>();
// The English words of the header, footer and home page come with the entry: the first paint waits for no catalogue.
const loaded = new Map<string, Promise<void> | true>([['en/site', true]]);

/** One Lingui instance per language, never re-activated: switching language switches instance, so no render sees a mix. */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = setupI18n({ locale: language, messages: { [language]: language === 'en' ? englishSiteWords : {} } });
    instances.set(language, instance);
  }
  return instance;
}

const versions = new WeakMap<I18n, number>();

/** How many catalogues the instance has taken: a render that read its words before a load reads them again after. */
export function catalogueVersion(i18n: I18n): number {
  return versions.get(i18n) ?? 0;
}

/** True once every namespace's catalogue of the language is in its instance. */
export function namespacesLoaded(language: Language, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((namespace) => loaded.get(`${language}/${namespace}`) === true);
}

/** Loads the catalogues once each; a failed load is tried again by the next caller. */
export function loadNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const key = `${language}/${namespace}`;
      const state = loaded.get(key);
      if (state === true) return undefined;
      if (state) return state;
      const promise = LOADERS[language][namespace]().then(
        ({ messages }) => {
          const instance = i18nFor(language);
          versions.set(instance, catalogueVersion(instance) + 1);
          instance.load(language, messages);
          loaded.set(key, true);
        },
        (error: unknown) => {
          loaded.delete(key);
          throw error;
        },
      );
      loaded.set(key, promise);
      return promise;
    }),
  ).then(() => undefined);
}

/** Every namespace of every language, for tests and pre-rendering. */
export function loadEverything(): Promise<void> {
  const all: Namespace[] = ['site', 'content', 'forms', 'console', 'chat'];
  return Promise.all([loadNamespaces('en', all), loadNamespaces('ar', all)]).then(() => undefined);
}
