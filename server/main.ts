import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { parseConfig } from './config';

// env → database (migrated, seeded) → app → listen.
const config = parseConfig(process.env);
const { deps, database, secrets } = await bootstrap(config);
const app = await buildApp(deps);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
if (secrets.adminTokenCreated) {
  console.log(`Organiser token (generated now, kept in ${config.dataDir}/admin-token; shown once): ${secrets.adminToken}`);
}
console.log(`Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}; captcha: ${config.captcha.provider}`);
console.log(`Site running at http://localhost:${config.port}`);
