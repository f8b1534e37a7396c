import { buildSite, chunkOfModule, entryChunk, gzippedSize, packageOf, withStaticImports } from '../scripts/bundle-facts';
import type { ProductRow } from './table';

/** Each route and the lazily loaded modules it needs before it can draw (site-routes.tsx). */
const ROUTES: { route: string; modules: string[] }[] = [
  { route: '/', modules: ['src/features/home/home-page.tsx'] },
  { route: '/about', modules: ['src/features/content-pages/about-page.tsx'] },
  { route: '/contact', modules: ['src/features/content-pages/contact-page.tsx'] },
  { route: '/news', modules: ['src/features/content-pages/news-page.tsx'] },
  { route: '/faq', modules: ['src/features/content-pages/faq-page.tsx'] },
  { route: '/2024', modules: ['src/features/editions/edition-route.tsx', 'src/features/editions/content/2024.ts'] },
  { route: '/previosEdition', modules: ['src/features/editions/previous-editions-page.tsx'] },
  { route: '/bootcamp-registration', modules: ['src/features/registration-pages/bootcamp-registration-page.tsx'] },
  { route: '/bootcamp-registration-without-ai', modules: ['src/features/registration-pages/bootcamp-without-ai-page.tsx'] },
  { route: '/register', modules: ['src/features/registration-pages/register-page.tsx'] },
  { route: '/form/{id}', modules: ['src/features/registration-pages/generic-form-page.tsx'] },
  { route: '/bootcamp-confirmation', modules: ['src/features/registration-pages/bootcamp-confirmation-page.tsx'] },
  { route: '/forms/preview', modules: ['src/features/form-preview/form-preview-page.tsx'] },
  { route: 'not found', modules: ['src/features/not-found/not-found-page.tsx'] },
];

const HOME_BUDGET_KB = 100;
const FORM_LIBRARIES = ['formik', 'react-select', 'react-datepicker', 'react-dropzone', 'zod-formik-adapter'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Gzipped JavaScript and CSS per route of a production build: the entry, the route's lazy chunks and
 * everything they import statically (what loads before the page can draw; later lazy chunks, like the
 * chat panel or the captcha, are not counted).
 */
export async function runBundleBench(): Promise<ProductRow[]> {
  const site = await buildSite();
  try {
    const { chunks, outDir } = site;
    const entry = entryChunk(chunks);
    return ROUTES.map(({ route, modules }) => {
      const files = withStaticImports(chunks, [entry.fileName, ...modules.map((module) => chunkOfModule(chunks, module).fileName)]);
      const js = files.filter((file) => chunks.get(file)!.emitted).reduce((sum, file) => sum + gzippedSize(outDir, file), 0);
      const css = [...new Set(files.flatMap((file) => chunks.get(file)!.css))].reduce((sum, file) => sum + gzippedSize(outDir, file), 0);
      const value = `${kb(js)} JS + ${kb(css)} CSS`;
      if (route !== '/') return { area: 'bundle (gzip -9)', measure: route, value };
      const formLibraries = files.some((file) =>
        Object.keys(chunks.get(file)!.modules).some((id) => FORM_LIBRARIES.includes(packageOf(id) ?? '')),
      );
      return {
        area: 'bundle (gzip -9)',
        measure: `${route} (no form library: ${formLibraries ? 'NO' : 'yes'})`,
        value,
        target: `JS < ${HOME_BUDGET_KB} KB, no form library`,
        met: js < HOME_BUDGET_KB * 1024 && !formLibraries,
      };
    });
  } finally {
    site.remove();
  }
}
