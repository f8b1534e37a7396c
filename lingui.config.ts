import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// Catalogues are JSON files of id → ICU message, one per namespace and language, compiled at build time by
// @lingui/vite-plugin; the site loads a namespace's catalogue when a page that needs it is first shown.
/** site: layout, home, countdown; content: the content pages; forms: renderer, widgets, registration, status; console; chat. */
export const NAMESPACES = ['site', 'content', 'forms', 'console', 'chat'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: NAMESPACES.map((name) => ({ path: `<rootDir>/src/locales/{locale}/${name}`, include: [] })),
});
