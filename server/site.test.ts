import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
const siteDir = mkdtempSync(join(tmpdir(), 'sac-site-'));
beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Space Apps Cairo</title>');
  writeFileSync(join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

it('serves the single-page app at / and at every client route', async () => {
  for (const path of ['/', '/about', '/2019', '/form/volunteer']) {
    const response = await t.app.inject({ url: path });
    expect(response.statusCode, path).toBe(200);
    expect(response.body).toContain('Space Apps Cairo');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  }
});

it('caches hashed assets for a year and keeps /api unknown paths JSON', async () => {
  const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
  expect(asset.headers['cache-control']).toContain('immutable');
  const api = await t.app.inject({ url: '/api/v1/unknown' });
  expect(api.statusCode).toBe(404);
  expect(api.headers['content-type']).toContain('application/json');
});
