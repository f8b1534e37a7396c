import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withDrizzleParsers } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then `after` (the seed) on the same connection, one instance at a time:
   * on PostgreSQL under a session advisory lock, so instances started together take turns.
   */
  migrate: (after?: (db: Db) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
}

/** The advisory lock key of migrate-and-seed (any fixed bigint; the same in every instance and release). */
export const MIGRATION_LOCK_KEY = 1_622_302_016;

/** Runs `work` on one dedicated connection that holds the migration lock; ending a broken session frees its lock. */
async function underMigrationLock(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await work(client);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    client.release(true);
    throw error;
  }
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded database lives in DATA_DIR/pglite. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** PGlite in DATA_DIR by default; node-postgres when a DATABASE_URL is given. Same schema, same queries. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) {
    // A PostgreSQL that does not answer fails the request (503) after 10 s instead of holding it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server ended (restart, admin command): the pool opens a new one when needed.
    pool.on('error', () => undefined);
    // A connection lost while checked out (a transaction when PostgreSQL stops) emits 'error' too, which would
    // crash the process: its queries fail (503) and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (after) =>
        underMigrationLock(pool, async (client) => {
          const locked = drizzlePg(client, { schema });
          await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
          await after?.(locked as unknown as Db);
        }),
      close: () => pool.end(),
    };
  }
  const dir = pgliteDir(options.dataDir);
  mkdirSync(dir, { recursive: true });
  // 32 MB of shared buffers instead of 128 MB: a registration database is small, and the embedded
  // server's memory stays about 100 MB lower.
  const client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  const db = drizzlePglite({ client: withDrizzleParsers(client), schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns the embedded database: nothing to take turns with.
    migrate: async (after) => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await after?.(db as unknown as Db);
    },
    // PGlite keeps the process alive until closed.
    close: () => client.close(),
  };
}
