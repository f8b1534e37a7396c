// First, before any schema is built: zod reads this setting as each schema is made.
import './zod-without-eval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { forgetSiteSettings } from '../features/registration-windows/settings-store';
import { SERVER_NONCE_STAND_IN } from '../lib/csp-nonce';
import { DRAWN_IN_BROWSER, isDrawnInBrowser } from '../lib/drawn-in-browser';
import { setPageData, type PageData } from '../lib/page-data';
import { LanguageRouter } from './language-router';

export { firstScreenOf, type FirstScreen } from './first-screens';
export { SERVER_NONCE_STAND_IN as nonceStandIn } from '../lib/csp-nonce';
import { Providers } from './providers';
import { SiteRoutes } from './site-routes';

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` as the browser's first render draws it from the same page data (src/main.tsx hydrates it):
 * built by `vite build --ssr` into dist-ssr/ and called by the server (server/site-render.ts). The app reads its page
 * data from one module-wide place, so renders take turns.
 */
export function renderPage(url: string, data: PageData): Promise<string> {
  const render = queue.then(() => draw(url, data));
  queue = render.catch(() => undefined);
  return render;
}

async function draw(url: string, data: PageData): Promise<string> {
  setPageData(data);
  forgetSiteSettings();
  try {
    const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
    // Imported here: the browser's build loads it with the first page that reads the API (lazy-page.ts).
    const { createQueryClient } = await import('./page-providers');
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <Providers client={createQueryClient()}>
          <LanguageRouter history={history}>
            <SiteRoutes />
          </LanguageRouter>
        </Providers>
      </StrictMode>,
      // One piece, no reveal scripts: boundaries over React's progressive chunk size would otherwise come with inline scripts.
      {
        // A part left to the browser goes out as its fallback, marked so the browser does not report it (src/main.tsx).
        onError: (error) => {
          if (isDrawnInBrowser(error)) return DRAWN_IN_BROWSER;
          errors.push(error);
          return undefined;
        },
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    // A part that failed would be drawn by the browser alone (with an inline script the page's CSP refuses): no page then.
    if (errors.length > 0) throw new AggregateError(errors, `${url} did not render on the server`);
    const html = await new Response(prelude).text();
    // The CSP refuses inline scripts, style attributes and styles without the page's nonce: such a page is the browser's.
    const unnonced = html.replace(/<style\b[^>]*>/gi, (tag) => (tag.includes(` nonce="${SERVER_NONCE_STAND_IN}"`) ? '' : tag));
    if (/<script|<style|\sstyle="/i.test(unnonced)) throw new Error(`${url} drew inline scripts or styles on the server`);
    return html;
  } finally {
    setPageData(undefined);
    forgetSiteSettings();
  }
}
