import { createCaptchaVerifier } from './captcha/verifier';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { AppDeps } from './deps';
import { OptionStore } from './options/option-store';
import { loadSecrets, type Secrets } from './secrets';
import { seed } from './seed/seed';
import { connectRedis } from './security/redis-client';
import { createMailRenderer } from './mail/renderer';
import { createStorage } from './storage/create-storage';

/** Opens, migrates and seeds the database, and builds the app's dependencies from the config. */
export async function bootstrap(config: Config): Promise<{ deps: AppDeps; database: Database; secrets: Secrets }> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // Seeded under the migration lock too: instances started together take turns (db/client.ts).
    await database.migrate(seed);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Shared by every instance on this database; read after the migration that makes their table.
  const { dataDir, adminToken, altchaHmacKey } = config;
  const secrets = await loadSecrets(database.db, { dataDir, adminToken, altchaHmacKey }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const deps: AppDeps = {
    db: database.db,
    storage: createStorage(config.storage, config.dataDir),
    options: new OptionStore(database.db),
    captcha: createCaptchaVerifier({
      provider: config.captcha.provider,
      altchaKey: secrets.altchaKey,
      db: database.db,
      recaptchaSecret: config.captcha.recaptchaSecret,
      recaptchaSiteKey: config.captcha.recaptchaSiteKey,
    }),
    adminTokenHash: secrets.adminTokenHash,
    rateLimit: config.rateLimit,
    siteDir: config.siteDir,
    logLevel: config.logLevel,
    now: () => new Date(),
    trustProxy: config.trustProxy,
    mail: await createMailRenderer(),
    publicUrl: config.publicUrl,
    redis,
  };
  return { deps, database, secrets };
}
