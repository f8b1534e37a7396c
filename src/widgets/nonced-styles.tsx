import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { cspNonce } from '../lib/csp-nonce';

// react-select styles itself with emotion, whose <style> elements the page's CSP allows only with its
// nonce; made with the select widgets' chunk, so pages without a select never download emotion's cache.
const styleCache = createCache({ key: 'css', nonce: cspNonce() });

/** Gives the emotion styles of what it wraps the page's CSP nonce. */
export function NoncedStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={styleCache}>{children}</CacheProvider>;
}
