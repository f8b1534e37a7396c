import { createCaptchaVerifier } from '../captcha/verifier';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import { createMailRenderer } from '../mail/renderer';
import { OptionStore } from '../options/option-store';
import { hashAdminToken } from '../security/admin-auth';
import { DiskStorage } from '../storage/disk-storage';

/**
 * The app's dependencies on a local database and data folder for tests and benches: captcha off, the
 * clock inside the 2025 windows and confirmation deadline, limits out of the way. No vitest here.
 */
export async function localDeps(database: Database, dataDir: string, overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  return {
    db: database.db,
    storage: new DiskStorage(dataDir),
    options: new OptionStore(database.db),
    captcha: createCaptchaVerifier({ provider: 'off', altchaKey: 'test-altcha-key-0123456789' }),
    adminTokenHash: hashAdminToken('test-admin-token-0123456789abcdef'),
    rateLimit: { postMax: 10_000, windowMs: 60_000 },
    now: () => new Date('2025-09-10T12:00:00+03:00'),
    mail: await createMailRenderer(),
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}
