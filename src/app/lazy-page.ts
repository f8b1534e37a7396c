import { createElement, lazy, type ComponentType } from 'react';
import type { Namespace } from '../lib/i18n/catalogues';
import { useNamespaces } from '../lib/i18n/language-context';

export interface PageNeeds {
  /** Catalogue namespaces of the page's words. */
  namespaces?: readonly Namespace[];
  /** Whether the page reads the API through react-query (false keeps the query library off, as on the home page). */
  queries?: boolean;
}

/** React.lazy for a module's named page export, drawn once its words are loaded, inside the providers it needs. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K, needs: PageNeeds = {}) {
  const { namespaces = [], queries = true } = needs;
  const Page = lazy(async () => {
    const [module, providers] = await Promise.all([load(), queries ? import('./page-providers') : undefined]);
    const Component = module[name] as ComponentType;
    if (!providers) return { default: Component };
    const { PageProviders } = providers;
    return { default: () => createElement(PageProviders, null, createElement(Component)) };
  });
  return function LocalisedPage() {
    // The page's code and its words load side by side, not one after the other.
    if (namespaces.length > 0) void load();
    useNamespaces(namespaces);
    return createElement(Page);
  };
}
