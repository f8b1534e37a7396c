import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { healthRoutes } from './health';

let t: TestApp;
const siteDir = mkdtempSync(join(tmpdir(), 'sac-health-site-'));
beforeAll(async () => {
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><html><head><title>Space Apps Cairo</title></head><body></body></html>');
  t = await createTestApp({ siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** The app's storage, except that its ping does `ping`. */
const storageWhosePing = (ping: () => Promise<void>): AppDeps['storage'] =>
  Object.assign(Object.create(t.deps.storage) as AppDeps['storage'], { ping });
const down = () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:9000 (secret-host)'));

describe('GET /api/v1/health', () => {
  it('answers 200 ok as JSON, never cached, for GET and HEAD', async () => {
    const answer = await t.app.inject({ url: '/api/v1/health' });
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['cache-control'], answer.json()]).toEqual([
      200,
      'application/json; charset=utf-8',
      'no-store',
      { status: 'ok' },
    ]);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('stays 200 while the database is closed: the process is alive, a restart would not help', async () => {
    const own = await createTestApp();
    try {
      await own.database.close();
      own.database.close = async () => undefined; // closed once here
      expect((await own.app.inject({ url: '/api/v1/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/v1/ready', () => {
  it('answers 200 ready when the database and the storage answer, Redis not configured', async () => {
    const answer = await t.app.inject({ url: '/api/v1/ready' });
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'not configured' } },
    ]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with Retry-After when the storage ping fails, naming the check and no host', async () => {
    const app = await t.another({ storage: storageWhosePing(down) });
    const answer = await app.inject({ url: '/api/v1/ready' });
    expect([answer.statusCode, answer.headers['retry-after'], answer.json()]).toEqual([
      503,
      '5',
      { status: 'unavailable', checks: { database: 'ok', storage: 'unavailable', redis: 'not configured' } },
    ]);
    expect(answer.body).not.toContain('secret-host');
  });

  it('answers 503 when the storage never answers, after its timeout instead of hanging the probe', async () => {
    const app = await t.another({ storage: storageWhosePing(() => new Promise<void>(() => undefined)) });
    const answer = await app.inject({ url: '/api/v1/ready' });
    expect([answer.statusCode, answer.json().checks.storage]).toEqual([503, 'unavailable']);
  });

  it('answers 503 when the database is closed, and the other checks still say ok', async () => {
    const own = await createTestApp();
    try {
      await own.database.close();
      own.database.close = async () => undefined;
      const answer = await own.app.inject({ url: '/api/v1/ready' });
      expect([answer.statusCode, answer.headers['retry-after'], answer.json()]).toEqual([
        503,
        '5',
        { status: 'unavailable', checks: { database: 'unavailable', storage: 'ok', redis: 'not configured' } },
      ]);
    } finally {
      await own.close();
    }
  });

  it('checks Redis when one is configured', async () => {
    // The routes alone: a fake Redis must not reach the rate limiter.
    const readyWith = async (ping: () => Promise<string>) => {
      const app = Fastify();
      await app.register((api) => healthRoutes(api, { ...t.deps, redis: { ping } as unknown as Redis }), { prefix: '/api/v1' });
      try {
        const answer = await app.inject({ url: '/api/v1/ready' });
        return [answer.statusCode, answer.json().checks.redis];
      } finally {
        await app.close();
      }
    };
    expect(await readyWith(async () => 'PONG')).toEqual([200, 'ok']);
    expect(await readyWith(down)).toEqual([503, 'unavailable']);
  });
});

describe('probes', () => {
  it('write no log line, however often a balancer polls', async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = await t.another({ logLevel: 'info', logStream, storage: storageWhosePing(down) });
    for (const url of ['/api/v1/health', '/api/v1/ready', '/api/v1/health', '/api/v1/ready']) await app.inject({ url });
    expect(lines).toEqual([]);
    await app.inject({ url: '/api/v1/majors' });
    expect(lines.length).toBeGreaterThan(0); // other requests still log
  });

  it('are documented under the operations tag, /ready with its 503', async () => {
    const { paths } = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, { get: { tags: string[]; responses: Record<string, { headers?: object }> } }>;
    };
    expect([paths['/health']!.get.tags, paths['/ready']!.get.tags]).toEqual([['operations'], ['operations']]);
    expect(Object.keys(paths['/ready']!.get.responses)).toEqual(['200', '503']);
    expect(paths['/ready']!.get.responses['503']!.headers).toHaveProperty('Retry-After');
  });
});

describe('paths that are no route', () => {
  it('answer a JSON 404 under /api, never the site', async () => {
    for (const url of ['/api/v1/nothing', '/api/v1/health/extra', '/api/nothing', '/api']) {
      const answer = await t.app.inject({ url });
      expect([answer.statusCode, answer.headers['content-type'], answer.json()], url).toEqual([
        404,
        'application/json; charset=utf-8',
        { success: false, message: 'Not found.' },
      ]);
    }
  });

  it('leave /health outside /api to the site, as any client route', async () => {
    const answer = await t.app.inject({ url: '/health' });
    expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(answer.body).toContain('<title>Space Apps Cairo</title>');
  });
});
