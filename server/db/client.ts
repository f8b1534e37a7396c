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
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
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
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const dir = pgliteDir(options.dataDir);
  mkdirSync(dir, { recursive: true });
  // 32 MB of shared buffers instead of 128 MB: a registration database is small, and the embedded
  // server's memory stays about 100 MB lower.
  const client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // PGlite keeps the process alive until closed.
    close: () => client.close(),
  };
}
