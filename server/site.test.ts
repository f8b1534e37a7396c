import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithNonce } from './site';
import { builtFile, readManifest } from './site-assets';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
const siteDir = mkdtempSync(join(tmpdir(), 'sac-site-'));
const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Space Apps Cairo</title></head><body><div id="root"></div></body></html>';
beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), INDEX);
  writeFileSync(join(siteDir, 'index.html.gz'), 'precompressed copy without a nonce');
  writeFileSync(join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(body)?.[1];
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split('; ')
      .map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  );

describe('the page', () => {
  it('is index.html at / and at every client route, whatever the encoding asked for', async () => {
    for (const path of ['/', '/index.html', '//index.html', '/about', '/2019', '/form/volunteer', '/about/', '/assets/missing.js']) {
      const response = await t.app.inject({ url: path, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      // Compressed as asked, once the page carries its data.
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      expect(body, path).toContain('<title>Space Apps Cairo</title>');
      expect(nonceOf(body), path).toBeDefined();
    }
  });

  it('carries a fresh nonce that its CSP allows for styles, and no unsafe-inline', async () => {
    const [first, second] = await Promise.all([t.app.inject({ url: '/' }), t.app.inject({ url: '/' })]);
    const nonce = nonceOf(first.body)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    expect(nonceOf(second.body)).not.toBe(nonce);
    const csp = directives(first.headers['content-security-policy']);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('connect-src')).toEqual(["'self'"]); // the site fetches only its own API
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('keeps the other security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('everything else', () => {
  it('caches hashed assets for a year with a CSP that allows nothing', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers /api, found or not, as JSON under the API policy', async () => {
    for (const url of ['/api/v1/unknown', '/api/v1/captcha']) {
      const api = await t.app.inject({ url });
      expect(api.headers['content-type'], url).toContain('application/json');
      expect(api.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect((await t.app.inject({ url: '/api/v1/unknown' })).statusCode).toBe(404);
  });
});

describe('pageWithNonce', () => {
  it('puts the nonce first in the head and refuses a page without one', () => {
    expect(pageWithNonce('<html><head lang="en"><title>x</title></head></html>')('abc')).toBe(
      '<html lang="en" dir="ltr"><head lang="en"><meta name="csp-nonce" content="abc"><title>x</title></head></html>',
    );
    expect(() => pageWithNonce('<html><body></body></html>')).toThrow(/no <head>/);
  });

  it('makes pages under /ar Arabic and right-to-left before any script runs', () => {
    const page = pageWithNonce('<!doctype html><html lang="en"><head></head></html>');
    expect(page('n', '/ar/bootcamp-registration')).toContain('<html lang="ar" dir="rtl">');
    expect(page('n', '/ar')).toContain('<html lang="ar" dir="rtl">');
    expect(page('n', '/arabic-news')).toContain('<html lang="en" dir="ltr">');
  });

  it('finds the built file of a source in the build manifest, and nothing without a readable one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-manifest-'));
    expect(builtFile(readManifest(dir), 'src/locales/ar/site.json?lingui')).toBeUndefined();
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/locales/ar/site.json?lingui': { file: 'assets/site-AbC.js' } }),
    );
    expect(builtFile(readManifest(dir), 'src/locales/ar/site.json?lingui')).toBe('assets/site-AbC.js');
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{ not json');
    expect(builtFile(readManifest(dir), 'src/locales/ar/site.json?lingui')).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });

  it('preloads the Arabic words on Arabic pages only', () => {
    const page = pageWithNonce('<html lang="en"><head></head></html>', { arabicWords: 'assets/site-AbC.js' });
    expect(page('n', '/ar/faq')).toContain('<link rel="modulepreload" href="/assets/site-AbC.js">');
    expect(page('n', '/faq')).not.toContain('modulepreload');
  });
});
