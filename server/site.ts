import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { draftKnownTo } from './drafts/cookie';
import { compressPage } from './http/compress-page';
import { notFound } from './http/errors';
import { pageCsp } from './security/headers';
import { builtFile, readManifest, stylesheetLinks } from './site-assets';
import { loadPageRenderer, type PageRenderer } from './site-render';

export interface SiteOptions {
  /** Whether reCAPTCHA is the captcha in use: Google's hosts are allowed only then (when not said, they are). */
  recaptcha?: boolean;
  /** What the first screen needs from the API (the event settings, the captcha), written into each page sent. */
  pageData?: () => Promise<Record<string, unknown>>;
  /** Definitions as GET /form-steps/{id} answers them, by id (missing ones left out), for pages drawn on the server. */
  definitions?: (formIds: readonly string[]) => Promise<Record<string, unknown>>;
  /** The renderer of first screens; by default the one built beside the site (server/site-render.ts), if any. */
  renderer?: PageRenderer;
}

/** What a page carries beyond index.html: its data, its first screen drawn, the links that screen needs. */
export interface PageParts {
  data?: Record<string, unknown>;
  /** Markup for `#root`, which the app hydrates (src/main.tsx). */
  body?: string;
  /** `<link>`s for the end of `<head>`: the drawn page's stylesheets and modules. */
  links?: string;
}

/** JSON safe inside `<script>`: no `</script>` or `<!--` can end or change the element, whatever the settings hold. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const EMPTY_ROOT = '<div id="root"></div>';

/** Pages under /ar are Arabic: the first paint is right-to-left before any script runs. */
export function pageLanguage(path: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return path === '/ar' || path.startsWith('/ar/') ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };
}

/**
 * index.html as a function of a nonce and the page's path: `<meta name="csp-nonce">` goes first in its head, where
 * the app (src/lib/csp-nonce.ts) and ALTCHA read it for the `<style>` elements they add; `<html>` gets the
 * language and direction of the path.
 */
export function pageWithNonce(
  html: string,
  { arabicWords }: { arabicWords?: string } = {},
): (nonce: string, path?: string, parts?: PageParts) => string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('The built index.html has no <head> to put the CSP nonce in.');
  const at = head.index + head[0].length;
  const [before, after] = [html.slice(0, at), html.slice(at)];
  const htmlTag = /<html[^>]*>/i;
  return (nonce, path = '/', { data, body = '', links = '' } = {}) => {
    const { lang, dir } = pageLanguage(path);
    // A JSON script is data, never run: the page's CSP needs no change for it.
    const json = data ? `<script type="application/json" id="page-data">${scriptJson(data)}</script>` : '';
    // An Arabic page fetches its words beside the entry, not after it.
    const words = lang === 'ar' && arabicWords ? `<link rel="modulepreload" href="/${arabicWords}">` : '';
    const page = `${before.replace(htmlTag, `<html lang="${lang}" dir="${dir}">`)}<meta name="csp-nonce" content="${nonce}">${json}${words}${after}`;
    // Functions, not strings, as replacements: a `$` in the markup stays itself.
    return page.replace('</head>', () => `${links}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
  };
}

/**
 * The built single-page app: files from dist/, hashed assets cached for a year, and index.html for
 * every other path outside /api (the app routes on the client), read once and sent each time with a
 * fresh CSP nonce. Unknown /api paths answer JSON 404.
 */
export async function registerSite(app: FastifyInstance, siteDir: string | undefined, options: SiteOptions = {}) {
  const indexFile = siteDir === undefined ? undefined : join(siteDir, 'index.html');
  const indexHtml = siteDir && indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const manifest = siteDir ? readManifest(siteDir) : {};
  const page = indexHtml ? pageWithNonce(indexHtml, { arabicWords: builtFile(manifest, 'src/locales/ar/site.json?lingui') }) : undefined;
  const renderer = options.renderer ?? (siteDir && page ? await loadPageRenderer(siteDir, app.log) : undefined);
  if (siteDir !== undefined && page !== undefined) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: true,
      // index.html never leaves as a file: it needs its nonce (the not-found handler below sends it).
      index: false,
      allowedPath: (pathname) => posix.normalize(pathname) !== '/index.html' && !pathname.endsWith('/'),
      // The build writes .br and .gz beside each text file (vite.config.ts): about a third of the bytes.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(`${join(siteDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding'); // a cache must not hand the brotli copy to a browser that did not ask for it
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !page || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(); // through the error handler: in the request's language
    }
    const nonce = randomBytes(16).toString('base64');
    // With the database down the page still goes out, without its data: the app asks the API and says what failed.
    const data = await options.pageData?.().catch(() => undefined);
    const parts = data && renderer ? await firstScreen(renderer, path, data, nonce, request.headers.cookie) : { data };
    const { body, encoding } = compressPage(page(nonce, path, parts), request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', pageCsp({ nonce, recaptcha: options.recaptcha ?? true }))
      .type('text/html; charset=utf-8')
      .send(body);
  });

  /** A registration page drawn as the browser will first draw it: with its definitions, and fresh unless a draft exists. */
  async function firstScreen(
    pages: PageRenderer,
    path: string,
    data: Record<string, unknown>,
    nonce: string,
    cookie?: string,
  ): Promise<PageParts> {
    const screen = pages.firstScreenOf(path);
    if (!screen || !options.definitions) return { data };
    const forms = await options.definitions(screen.forms).catch(() => ({}));
    if (screen.forms.some((id) => !(id in forms))) return { data };
    const withForms = { ...data, forms, noDraft: screen.forms.filter((id) => !draftKnownTo(cookie, id)) };
    const body = await pages.render(path, withForms, nonce);
    return { data: withForms, body, links: body ? stylesheetLinks(manifest, screen.modules, indexHtml) : undefined };
  }
}
