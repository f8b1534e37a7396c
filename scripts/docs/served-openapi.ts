import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { localDeps } from '../../server/test-support/local-deps';
import type { OpenApiDocument } from './openapi-types';

/**
 * The OpenAPI description exactly as GET /api/v1/openapi.json serves it, without listening: the app is
 * built on a scratch embedded database (never queried: the description comes from the route schemas).
 */
export async function servedOpenApi(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sac-api-docs-'));
  const database = await openDatabase({ dataDir });
  try {
    const app = await buildApp(await localDeps(database, dataDir));
    try {
      const response = await app.inject({ url: '/api/v1/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}`);
      return response.json<OpenApiDocument>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
