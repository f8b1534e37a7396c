import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sac-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run migrate` as a deploy runs it: its own process, the environment only. */
const migrate = (env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'server', 'migrate-main.ts')],
      { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe('npm run migrate', () => {
  it('exits 1 with one readable line when the database cannot be reached', async () => {
    const run = await migrate({ DATABASE_URL: 'postgres://deploy:hunter2-password@127.0.0.1:1/registrations' });
    expect([run.code, run.stdout, run.stderr.trim()]).toEqual([1, '', 'Migration failed: connect ECONNREFUSED 127.0.0.1:1']);
  });

  it('exits 1 naming the variable when the environment is invalid', async () => {
    const run = await migrate({ DATABASE_URL: 'not a url' });
    expect([run.code, run.stderr]).toEqual([1, expect.stringContaining('DATABASE_URL')]);
  });
});

const template = inject('dbTemplate');

describe.runIf(template.kind === 'postgres')('npm run migrate on PostgreSQL (needs DATABASE_URL; skipped on PGlite)', () => {
  const admin = template.kind === 'postgres' ? template.url : '';
  const name = `sac_migrate_main_${randomBytes(6).toString('hex')}`;
  const url = () => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  const sql = async (connectionString: string, text: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  afterAll(() => sql(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('migrates and seeds an empty database, then finds nothing to do', async () => {
    await sql(admin, `CREATE DATABASE ${name}`);
    for (const _ of [1, 2]) {
      const run = await migrate({ DATABASE_URL: url() });
      expect([run.code, run.stdout.trim(), run.stderr]).toEqual([0, 'Database migrated and seeded: PostgreSQL (DATABASE_URL).', '']);
    }
    expect(await sql(url(), 'select count(*)::int as rows from settings')).toEqual([{ rows: 1 }]);
  });
});
