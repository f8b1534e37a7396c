/**
 * This page's CSP nonce, which the server puts in `<meta name="csp-nonce">` of every index.html it
 * sends (server/site.ts); `<style>` elements added at run time need it. Undefined under Vite's dev
 * server, which sends no CSP.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
