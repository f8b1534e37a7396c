import { readdirSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { OptionStore } from '../options/option-store';
import { DiskStorage } from '../storage/disk-storage';
import { bootcampEntries } from '../test-support/answers';
import { postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

const BUSY = 'The service is busy or under maintenance: your answers are kept in the form; please try again in a minute.';

/** A submission, an option list and an organiser route all answer 503 with Retry-After. */
async function expectOutage(app: FastifyInstance) {
  const answers = [
    await postMultipart(app, '/api/v1/bootcamp-participants', bootcampEntries()),
    await app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload: { name: 'Omar' } }),
    await app.inject({ url: '/api/v1/majors' }),
    await app.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: auth }),
  ];
  for (const answer of answers)
    expect([answer.statusCode, answer.headers['retry-after'], answer.json()]).toEqual([503, '30', { success: false, message: BUSY }]);
}

let t: TestApp;
const rows = async () => (await t.app.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: auth })).json().total as number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a PostgreSQL that cannot be reached', () => {
  const opened: Database[] = [];
  const appOn = async (databaseUrl: string, more: { logStream?: Writable } = {}) => {
    const database = await openDatabase({ dataDir: t.dataDir, databaseUrl });
    opened.push(database);
    return t.another({
      db: database.db,
      options: new OptionStore(database.db),
      ...(more.logStream ? { logLevel: 'error', logStream: more.logStream } : {}),
    });
  };
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('answers 503 with Retry-After when nothing listens, and logs no submitted value', async () => {
    const lines: string[] = [];
    const app = await appOn('postgres://postgres@127.0.0.1:1/nothing', {
      logStream: new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    });
    await expectOutage(app);
    expect((await app.inject({ url: '/api/v1/admin/applications?kind=bootcamp&q=Secret-Name', headers: auth })).statusCode).toBe(503);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err: Record<string, unknown> });
    expect(logged.at(-1)).toMatchObject({ msg: 'service unavailable', err: { message: 'database query failed', stack: '' } });
    expect(lines.join('')).not.toContain('Secret-Name');
  });

  it('gives up after the pool\u2019s connection timeout when the server never answers', { timeout: 30_000 }, async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket)); // accepts, never speaks
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const app = await appOn(`postgres://postgres@127.0.0.1:${(silent.address() as { port: number }).port}/silent`);
      const started = Date.now();
      const answer = await app.inject({ url: '/api/v1/challenges' });
      expect([answer.statusCode, answer.headers['retry-after']]).toEqual([503, '30']);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('a full or failing disk', () => {
  it('answers 503, stores no row and leaves no file', async () => {
    const before = await rows();
    class FullDisk extends DiskStorage {
      override async put(): Promise<string> {
        throw Object.assign(new Error('ENOSPC: no space left on device, rename'), { code: 'ENOSPC', syscall: 'rename' });
      }
    }
    const storage = new FullDisk(t.dataDir);
    const app = await t.another({ storage });
    const answer = await postMultipart(app, '/api/v1/bootcamp-participants', bootcampEntries());
    expect([answer.statusCode, answer.headers['retry-after'], answer.json().message]).toEqual([503, '30', BUSY]);
    expect(await rows()).toBe(before);
    expect(readdirSync(storage.tmpDir)).toEqual([]);
    expect(readdirSync(storage.uploadsDir)).toEqual([]);
  });
});

describe('the database closed under the app', () => {
  it('answers 503 with Retry-After on submissions, option lists and organiser routes', async () => {
    const own = await createTestApp();
    try {
      await own.database.close();
      // Closed once here; the app's own close must not close it again.
      own.database.close = async () => undefined;
      await expectOutage(own.app);
      expect(readdirSync(own.deps.storage.tmpDir)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
