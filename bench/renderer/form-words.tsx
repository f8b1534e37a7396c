// A .tsx module although it draws nothing: the driver's project compiles bench/**/*.ts without the DOM.

/**
 * The renderer's words, loaded as the site's form pages load them: the catalogue downloads beside the
 * page's code, not after it (src/app/lazy-page.ts; the site's entry already holds the catalogues' module).
 */
export async function loadFormWords(): Promise<void> {
  const [{ loadNamespaces }] = await Promise.all([
    import('../../src/lib/i18n/catalogues'),
    import('../../src/locales/en/forms.json?lingui'),
  ]);
  await loadNamespaces('en', ['forms']);
}
