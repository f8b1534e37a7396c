import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../db/client';
import { copyTemplate } from './db-template';

export interface TestDatabase {
  database: Database;
  /** Closes and drops the copy, removes its directory. */
  close: () => Promise<void>;
}

/** A private copy of the run's template database (PGlite, or PostgreSQL with DATABASE_URL), for tests without an app. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sac-test-db-'));
  const { database, drop } = await copyTemplate(inject('dbTemplate'), dataDir);
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
