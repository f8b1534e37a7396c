/**
 * What pages drawn on the server (src/app/render-page.tsx) carry where a nonce goes: the server puts each page's own
 * nonce in its place as it sends the page (server/site.ts), so one drawn page serves every request.
 */
export const SERVER_NONCE_STAND_IN = 'page-nonce';

/**
 * This page's CSP nonce, which the server puts in `<meta name="csp-nonce">` of every index.html it
 * sends (server/site.ts); `<style>` elements added at run time need it. Undefined under Vite's dev
 * server, which sends no CSP.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return SERVER_NONCE_STAND_IN;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
