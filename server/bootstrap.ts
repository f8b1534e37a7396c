import { createCaptchaVerifier } from './captcha/verifier';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { AppDeps } from './deps';
import { OptionStore } from './options/option-store';
import { loadSecrets, type Secrets } from './secrets';
import { seed } from './seed/seed';
import { createMailRenderer } from './mail/renderer';
import { Storage } from './storage/storage';

/** Opens, migrates and seeds the database, and builds the app's dependencies from the config. */
export async function bootstrap(config: Config): Promise<{ deps: AppDeps; database: Database; secrets: Secrets }> {
  const secrets = loadSecrets(config.dataDir, config.adminToken);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await database.migrate();
    await seed(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const deps: AppDeps = {
    db: database.db,
    storage: new Storage(config.dataDir),
    options: new OptionStore(database.db),
    captcha: createCaptchaVerifier({
      provider: config.captcha.provider,
      altchaKey: secrets.altchaKey,
      recaptchaSecret: config.captcha.recaptchaSecret,
      recaptchaSiteKey: config.captcha.recaptchaSiteKey,
    }),
    adminToken: secrets.adminToken,
    rateLimit: config.rateLimit,
    siteDir: config.siteDir,
    logLevel: config.logLevel,
    now: () => new Date(),
    trustProxy: config.trustProxy,
    mail: await createMailRenderer(),
    publicUrl: config.publicUrl,
  };
  return { deps, database, secrets };
}
