import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1${url}`, headers });

describe('option lists and their ETag', () => {
  it('answer 304 without a body when the browser already holds the list', async () => {
    const first = await get('/challenges');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await get('/challenges', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff'); // a 304 keeps the security headers
    // Proxies may weaken it or send several.
    expect((await get('/challenges', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
  });

  it('answer the list again for an ETag it does not have', async () => {
    const response = await get('/challenges', { 'if-none-match': '"stale"' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
  });

  it('give each list and each skills kind its own ETag', async () => {
    const tags = await Promise.all(
      ['/challenges', '/majors', '/bootcamp-participant-skills?type=technical', '/bootcamp-participant-skills'].map(
        async (url) => (await get(url)).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(4);
    const technical = await get('/bootcamp-participant-skills?type=technical', { 'if-none-match': tags[2] as string });
    expect(technical.statusCode).toBe(304);
    expect((await get('/bootcamp-participant-skills', { 'if-none-match': tags[2] as string })).statusCode).toBe(200);
  });

  it('tag the same list alike on another instance, so a balancer may send the browser anywhere', async () => {
    const other = await t.another({});
    const here = (await get('/majors')).headers.etag;
    const there = (await other.inject({ url: '/api/v1/majors' })).headers.etag;
    expect(there).toBe(here);
  });
});
