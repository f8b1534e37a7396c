import { parseConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './seed/seed';

// `npm run migrate`: a deploy migrates and seeds once, then starts its instances (which check again, under the same lock).

/** What went wrong in one line: the driver's reason, not the whole migration's SQL Drizzle quotes around it. */
function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return reason(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  if (error.cause instanceof Error) return reason(error.cause);
  const code = (error as { code?: unknown }).code;
  return `${error.message}${typeof code === 'string' && !error.message.includes(code) ? ` (${code})` : ''}`;
}

try {
  const config = parseConfig(process.env);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await database.migrate(seed);
  } finally {
    await database.close();
  }
  console.log(
    `Database migrated and seeded: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Migration failed: ${reason(error)}`);
  process.exit(1);
}
