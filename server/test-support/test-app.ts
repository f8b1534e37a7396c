import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import { hashAdminToken } from '../security/admin-auth';
import { DEFAULT_SETTINGS, writeSettings } from '../settings/settings';
import { copyTemplate } from './db-template';
import { localDeps } from './local-deps';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  dataDir: string;
  /** Another app on the same database and files (e.g. with other limits). */
  another: (overrides: Partial<AppDeps>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/** An app on a private copy of the template database, captcha off, windows open, generous limits. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sac-test-'));
  const { database, drop } = await copyTemplate(inject('dbTemplate'), dataDir);
  const deps = await localDeps(database, dataDir, { adminTokenHash: hashAdminToken(ADMIN_TOKEN), ...overrides });
  await writeSettings(database.db, DEFAULT_SETTINGS);
  const apps: FastifyInstance[] = [await buildApp(deps)];
  return {
    app: apps[0]!,
    deps,
    database,
    dataDir,
    another: async (more) => {
      const app = await buildApp({ ...deps, ...more });
      apps.push(app);
      return app;
    },
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
