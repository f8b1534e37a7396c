import { readdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { OptionStore } from '../options/option-store';
import { bootcampEntries } from '../test-support/answers';
import { postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

const template = inject('dbTemplate');

/** A TCP relay to PostgreSQL that can go down (every connection cut, the port closed) and come back on the same port. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  return {
    get port() {
      return port;
    },
    up: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port), target.hostname);
          track(client);
          track(upstream);
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as { port: number }).port;
          resolve();
        });
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

describe.runIf(template.kind === 'postgres')('PostgreSQL going away and coming back', () => {
  let t: TestApp;
  let url: URL;
  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    url = new URL(template.kind === 'postgres' ? template.url : '');
    url.pathname = `/${rows[0]!.name}`;
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while it is down, and serves again by itself once it is back', async () => {
    const link = relay(url);
    await link.up();
    const proxied = new URL(url);
    proxied.port = String(link.port);
    const database: Database = await openDatabase({ dataDir: t.dataDir, databaseUrl: proxied.toString() });
    try {
      const app = await t.another({ db: database.db, options: new OptionStore(database.db) });
      const list = () => app.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: auth });
      expect((await list()).statusCode).toBe(200);

      await link.down();
      for (const answer of [
        await list(),
        await app.inject({ url: '/api/v1/majors' }),
        await postMultipart(app, '/api/v1/bootcamp-participants', bootcampEntries()),
      ]) {
        expect([answer.statusCode, answer.headers['retry-after']]).toEqual([503, '30']);
      }
      expect(readdirSync(t.deps.storage.tmpDir)).toEqual([]);

      await link.up();
      expect((await list()).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v1/majors' })).statusCode).toBe(200);
      expect((await postMultipart(app, '/api/v1/bootcamp-participants', bootcampEntries())).statusCode).toBe(201);
    } finally {
      await database.close();
      await link.down();
    }
  });

  it('survives its connections being terminated (pg_terminate_backend): at worst one 503, then 200', async () => {
    const list = () => t.app.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: auth });
    await Promise.all([list(), list(), list()]); // a few pooled connections
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ done: boolean }>(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    expect([200, 503]).toContain((await list()).statusCode); // 503 when a terminated idle connection is picked before the pool hears of it
    expect((await list()).statusCode).toBe(200);
  });
});
