import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHATBOT_TRAINING_DATA } from '../seed/chatbot';
import { seed } from '../seed/seed';
import { MIGRATION_LOCK_KEY, MIGRATIONS_DIR, openDatabase, type Database } from './client';

const template = inject('dbTemplate');
const MIGRATIONS = (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length;

/** One query on its own connection. */
async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** What migrate-and-seed leaves behind, counted. */
const contents = (url: string) =>
  query<Record<string, number>>(
    url,
    `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select count(*)::int from option_items) as options,
       (select count(*)::int from settings) as settings, (select count(*)::int from form_definitions) as definitions,
       (select count(*)::int from slots) as slots, (select count(*)::int from chatbot_training_data) as chatbot`,
  ).then((rows) => rows[0]!);

/** Waits (no deadline: the test's own timeout is the limit) until some session waits for the migration lock. */
async function someoneWaitsForTheLock(url: string) {
  for (;;) {
    const rows = await query(url, `select 1 from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY} and not granted`);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(template.kind === 'postgres')('migrations on PostgreSQL (needs DATABASE_URL; skipped on PGlite)', () => {
  const admin = template.kind === 'postgres' ? template.url : '';
  const created: string[] = [];
  const opened: Database[] = [];
  /** A fresh, empty database, as a first deploy finds it. */
  const freshDatabase = async () => {
    const name = `sac_migrate_${randomBytes(6).toString('hex')}`;
    await query(admin, `CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const instance = async (url: string) => {
    const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: url });
    opened.push(database);
    return database;
  };
  let once: Record<string, number>;

  beforeAll(async () => {
    const url = await freshDatabase();
    await (await instance(url)).migrate(seed);
    once = await contents(url);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const name of created) await query(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('one instance migrates and seeds an empty database', () => {
    expect(once).toMatchObject({ migrations: MIGRATIONS, settings: 1, chatbot: CHATBOT_TRAINING_DATA.length });
    expect(Math.min(once.options!, once.definitions!, once.slots!)).toBeGreaterThan(0);
  });

  it('three instances started at the same moment on an empty database all come up, and everything is there once', async () => {
    const url = await freshDatabase();
    const instances = await Promise.all([1, 2, 3].map(() => instance(url)));
    const results = await Promise.allSettled(instances.map((database) => database.migrate(seed)));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up', 'up']);
    expect(await contents(url)).toEqual(once);
  });

  it('waits while another instance holds the lock, then finds the work done', async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let finished = false;
      const waiting = (await instance(url)).migrate(seed).then(() => (finished = true));
      await someoneWaitsForTheLock(url);
      expect(finished).toBe(false);
      expect(await query(url, `select 1 from information_schema.tables where table_name = 'settings'`)).toEqual([]); // nothing ran yet
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await waiting;
      expect(await contents(url)).toEqual(once);
    } finally {
      await holder.end();
    }
  });

  it('lets go of the lock when done, and when seeding fails', async () => {
    const url = await freshDatabase();
    const first = await instance(url);
    await expect(first.migrate(async () => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed');
    await first.migrate(seed); // would wait forever if the failed run still held the lock
    expect(await query(url, `select 1 from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY}`)).toEqual([]);
    expect(await contents(url)).toEqual(once);
  });

  it('a later start on an up-to-date database changes nothing an organiser changed', async () => {
    const url = await freshDatabase();
    const database = await instance(url);
    await database.migrate(seed);
    await query(
      url,
      `update slots set capacity = 7; delete from chatbot_training_data where id = (select min(id) from chatbot_training_data)`,
    );
    await database.migrate(seed);
    expect(await query(url, 'select distinct capacity from slots')).toEqual([{ capacity: 7 }]);
    expect(await contents(url)).toEqual({ ...once, chatbot: CHATBOT_TRAINING_DATA.length - 1 });
  });
});
