import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** What the server needs to draw a page's first screen (src/app/first-screens.ts). */
export interface FirstScreen {
  forms: string[];
  modules: string[];
}

/** The module `vite build --ssr src/app/render-page.tsx` writes into dist-ssr/: the app's own render, read like the site's files. */
interface RendererModule {
  renderPage: (url: string, data: Record<string, unknown>) => Promise<string>;
  firstScreenOf: (path: string) => FirstScreen | undefined;
  /** What drawn pages carry in place of the nonce (`nonce="…"` of the styles widgets add). */
  nonceStandIn: string;
}

export interface PageRenderer {
  firstScreenOf: (path: string) => FirstScreen | undefined;
  /**
   * The page's markup for `#root` with this request's nonce, or undefined when it failed or took too long (the
   * browser then draws it alone).
   */
  render: (path: string, data: Record<string, unknown>, nonce: string) => Promise<string | undefined>;
}

/** A first render of the bootcamp form takes about 150 ms, later ones 25 ms; past this the page goes out without. */
const RENDER_LIMIT_MS = 2_000;
/** Pages differ by path, language, settings and whether a draft exists: a few dozen in practice. */
const CACHED_PAGES = 200;
/** A page shows what is open at the time it was drawn: drawn again after a minute, a window's opening or closing shows. */
const FRESH_MS = 60_000;

/** The renderer built beside the site (`<site>/../dist-ssr`), or undefined when there is none (Vite's dev server, tests). */
export async function loadPageRenderer(siteDir: string, log: FastifyBaseLogger): Promise<PageRenderer | undefined> {
  const file = join(siteDir, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(file)) return undefined;
  try {
    return pageRenderer((await import(pathToFileURL(file).href)) as RendererModule, log);
  } catch (error) {
    log.warn({ err: error }, 'The first-screen renderer did not load: pages are drawn in the browser only.');
    return undefined;
  }
}

/** Renders once per path and page data (a hash of it), keeps the latest pages, and never lets a render fail a page. */
export function pageRenderer(
  module: RendererModule,
  log: FastifyBaseLogger,
  { limitMs = RENDER_LIMIT_MS, now = Date.now }: { limitMs?: number; now?: () => number } = {},
): PageRenderer {
  const cache = new Map<string, { page: Promise<string | undefined>; at: number }>();
  const drawn = (path: string, data: Record<string, unknown>) => {
    const key = `${path}\n${createHash('sha256').update(JSON.stringify(data)).digest('base64url')}`;
    const kept = cache.get(key);
    if (kept && now() - kept.at < FRESH_MS) return kept.page;
    cache.delete(key); // re-inserted last: the oldest pages leave first
    const entry = { page: Promise.resolve<string | undefined>(undefined), at: now() };
    entry.page = module.renderPage(path, data).catch((error: unknown) => {
      log.warn({ err: error, path }, 'A first screen failed to render: the page is drawn in the browser.');
      if (cache.get(key) === entry) cache.delete(key);
      return undefined;
    });
    cache.set(key, entry);
    if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
    return entry.page;
  };
  const withinLimit = (path: string, data: Record<string, unknown>) => {
    const page = drawn(path, data);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), limitMs)));
    return Promise.race([page, late]).finally(() => clearTimeout(timer));
  };
  // React writes a quote inside text as &quot;: only an attribute reads `nonce="stand-in"`.
  const standIn = ` nonce="${module.nonceStandIn}"`;
  return {
    firstScreenOf: (path) => module.firstScreenOf(path),
    render: async (path, data, nonce) => (await withinLimit(path, data))?.replaceAll(standIn, ` nonce="${nonce}"`),
  };
}
