import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
const root = mkdtempSync(join(tmpdir(), 'sac-first-screen-'));
const siteDir = join(root, 'dist');

const INDEX =
  '<!doctype html><html><head><title>Space Apps Cairo</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/features/registration-pages/bootcamp-registration-page.tsx': { file: 'assets/page-2.js', imports: ['_form.js'] },
  '_form.js': { file: 'assets/form-3.js', css: ['assets/form-3.css', 'assets/index-1.css'] },
};
// What `vite build --ssr` writes into dist-ssr/ (src/app/render-page.tsx), as plain JavaScript: the server loads it from there.
const RENDERER = `
export const nonceStandIn = 'page-nonce';
export function firstScreenOf(path) {
  if (path === '/bootcamp-registration' || path === '/ar/bootcamp-registration')
    return { forms: ['bootcamp'], modules: ['src/features/registration-pages/bootcamp-registration-page.tsx'] };
  if (path.startsWith('/form/')) return { forms: [path.slice(6)], modules: [] };
  return undefined;
}
export async function renderPage(url, data) {
  if (url === '/form/volunteer') throw new Error('a widget failed');
  const settings = data.settings === undefined ? 'without settings' : 'with settings';
  return '<main><style nonce="page-nonce"></style>' + url + ', ' + settings + ', forms ' + Object.keys(data.forms) + ', no draft of ' + data.noDraft + '</main>';
}`;

beforeAll(async () => {
  mkdirSync(join(siteDir, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(siteDir, 'index.html'), INDEX);
  writeFileSync(join(siteDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(root, 'dist-ssr', 'render-page.js'), RENDERER);
  t = await createTestApp({ siteDir });
  // A published form whose renderer fails: the page still goes out, drawn by the browser.
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const definition = { title: 'Volunteer', steps: [{ title: 'You', fields: [{ name: 'name', label: 'Name', type: 'text' }] }] };
  const published = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/volunteer', headers: auth, payload: definition });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(body)?.[1];
const rootOf = (body: string) => /<div id="root">(.*)<\/div><\/body>/.exec(body)?.[1];
const pageData = (body: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body)![1]!) as Record<string, unknown>;

describe('a registration page', () => {
  it('arrives drawn, with its definition, its stylesheets and the nonce of this answer', async () => {
    const response = await t.app.inject({ url: '/bootcamp-registration' });
    expect(response.statusCode).toBe(200);
    const nonce = nonceOf(response.body)!;
    expect(rootOf(response.body)).toBe(
      `<main><style nonce="${nonce}"></style>/bootcamp-registration, with settings, forms bootcamp, no draft of bootcamp</main>`,
    );
    const data = pageData(response.body);
    expect(data.forms).toEqual({ bootcamp: expect.objectContaining({ id: 'bootcamp', version: expect.any(Number) }) });
    expect(data.noDraft).toEqual(['bootcamp']);
    // Only what index.html does not link already, before </head>.
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/form-3.css"></head>');
    const again = await t.app.inject({ url: '/bootcamp-registration' });
    expect(rootOf(again.body)).toContain(`<style nonce="${nonceOf(again.body)}">`);
    expect(nonceOf(again.body)).not.toBe(nonce);
  });

  it('is drawn waiting for the draft when the browser says it holds one', async () => {
    const response = await t.app.inject({ url: '/ar/bootcamp-registration', headers: { cookie: 'other=1; has_draft_bootcamp=1' } });
    expect(rootOf(response.body)).toContain('/ar/bootcamp-registration, with settings, forms bootcamp, no draft of </main>');
    expect(pageData(response.body).noDraft).toEqual([]);
  });
});

describe('compression', () => {
  it('sends the page compressed as the browser asks, q-values honoured, and says it varies with the asking', async () => {
    const plain = await t.app.inject({ url: '/bootcamp-registration' });
    const br = await t.app.inject({ url: '/bootcamp-registration', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main>');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gzip = await t.app.inject({ url: '/bootcamp-registration', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('pages left to the browser', () => {
  it('are sent with an empty root: other pages, unknown forms, and a page whose render failed', async () => {
    for (const url of ['/', '/about', '/form/no-such-form', '/form/volunteer']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toBe('');
      expect(response.body, url).not.toContain('form-3.css');
    }
  });
});
