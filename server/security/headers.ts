import type { FastifyInstance } from 'fastify';

/** What the site's page may load besides its own files, for one response. */
export interface PageCspOptions {
  /** This response's nonce: the only inline `<style>` elements allowed carry it (emotion, toasts, ALTCHA). */
  nonce: string;
  /** Google's hosts are allowed only while reCAPTCHA is the captcha in use. */
  recaptcha: boolean;
}

/** Every answer but the site's page: JSON, files and errors load nothing and are never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

// Edition pages embed their videos (src/features/editions/edition-schema.ts allows only these).
const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The site page's policy: scripts and stylesheets from the site only, inline `<style>` only with the
 * response's nonce, no inline scripts, no framing. Style attributes stay blocked too; React's `style`
 * props are set through the CSSOM, which a CSP does not govern.
 */
export function pageCsp({ nonce, recaptcha }: PageCspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // Edition content may point at photos hosted elsewhere; Vite inlines small images as data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': [...YOUTUBE_FRAMES, ...(recaptcha ? RECAPTCHA_FRAMES : [])],
    // ALTCHA solves its proof of work in workers made from blobs.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers helmet 8 sent with this app's options (CSP off, referrer policy strict-origin-when-cross-origin,
 * frames denied, no COEP since YouTube's frames do not send what it would require), plus the API's CSP.
 * Constants: helmet rebuilt and ran its 12 middlewares on every request for the same values.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': API_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * Security headers on every answer: HSTS, nosniff, no framing, a strict referrer policy and the
 * API's CSP; the site's page replaces that CSP with `pageCsp` and its nonce (server/site.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // On the reply, not the raw response, so a route's own policy (the page, a download) replaces it.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
