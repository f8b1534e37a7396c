import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, pgliteDir, type Database } from '../db/client';
import { seed } from '../seed/seed';

/** A migrated, seeded database that each test file copies instead of migrating its own. */
export type DbTemplate = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; database: string };

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Built once per test run (vitest globalSetup): PGlite runs initdb here only. */
export async function createTemplate(databaseUrl?: string): Promise<DbTemplate> {
  if (databaseUrl) {
    const database = `sac_template_${randomBytes(4).toString('hex')}`;
    await admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    const db = await openDatabase({ dataDir: tmpdir(), databaseUrl: withDatabase(databaseUrl, database) });
    await db.migrate();
    await seed(db.db);
    await db.close();
    return { kind: 'postgres', url: databaseUrl, database };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sac-template-'));
  const db = await openDatabase({ dataDir });
  await db.migrate();
  await seed(db.db);
  await db.close();
  return { kind: 'pglite', dataDir };
}

export async function dropTemplate(template: DbTemplate): Promise<void> {
  if (template.kind === 'pglite') rmSync(template.dataDir, { recursive: true, force: true });
  else await admin(template.url, (client) => client.query(`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`));
}

/** A private copy of the template for one test file: a copied data directory, or CREATE DATABASE ... TEMPLATE. */
export async function copyTemplate(template: DbTemplate, dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    cpSync(pgliteDir(template.dataDir), pgliteDir(dataDir), { recursive: true });
    const database = await openDatabase({ dataDir });
    return { database, drop: async () => undefined };
  }
  const name = `sac_test_${randomBytes(6).toString('hex')}`;
  await admin(template.url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`));
  const database = await openDatabase({ dataDir, databaseUrl: withDatabase(template.url, name) });
  return {
    database,
    drop: () => admin(template.url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
