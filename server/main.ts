import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { parseConfig } from './config';
import { startOutboxWorker, type OutboxWorker } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import { startStorageSweeper } from './storage/sweeper';
import { startDraftSweeper } from './drafts/sweeper';

// The server draws first screens with React (server/site-render.ts, loaded later), which picks its build by NODE_ENV:
// the production one the browser gets, unless the caller chose (the browser tests run it as 'test').
process.env.NODE_ENV ??= 'production';
// env → database (migrated, seeded) → app → outbox worker → listen.
const config = parseConfig(process.env);
const { deps, database, secrets } = await bootstrap(config);
let outbox: OutboxWorker | undefined;
const app = await buildApp({ ...deps, onMailQueued: () => outbox?.wake() });
// Without SMTP_URL the messages wait in the outbox, visible to organisers, until it is set.
const transport = config.mail.smtpUrl ? createMailTransport(config.mail.smtpUrl) : undefined;
if (transport) {
  outbox = startOutboxWorker({ db: database.db, transport, from: config.mail.from, logger: app.log });
  outbox.wake();
}
// Files no record points to (a crash mid-save) are removed; an instance's in-flight files are left alone.
const sweeper = startStorageSweeper({ db: database.db, storage: deps.storage, logger: app.log });
// Drafts past their form's window (plus grace) or long idle are deleted with their files.
const draftSweeper = startDraftSweeper({ db: database.db, storage: deps.storage, logger: app.log, now: deps.now });

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  deps.redis?.disconnect();
  await outbox?.stop();
  await sweeper.stop();
  await draftSweeper.stop();
  transport?.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
if (secrets.adminTokenCreated) {
  // Only its hash is in the database: the file (when it could be written) is the local commands' copy.
  const kept = secrets.adminTokenFile ? `kept in ${secrets.adminTokenFile}` : 'not saved anywhere: copy it now, or set ADMIN_TOKEN';
  console.log(`Organiser token (generated now, ${kept}; shown once): ${secrets.adminToken}`);
}
console.log(
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}; captcha: ${config.captcha.provider}`,
);
console.log(
  `E-mail: ${transport ? `sent through ${new URL(config.mail.smtpUrl!).host} from ${config.mail.from}` : 'kept in the outbox (no SMTP_URL); see docs/lifecycle.md'}`,
);
console.log(`Site running at http://localhost:${config.port}`);
