import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSecrets } from './db/schema';
import { loadSecrets } from './secrets';
import { hashAdminToken } from './security/admin-auth';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
let dirs: string[] = [];
/** A fresh DATA_DIR per instance, as on separate machines. */
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sac-secrets-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.deps.db.delete(appSecrets)); // an empty database for each case
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const submissions = (app: TestApp['app'], token: string) =>
  app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: { authorization: `Bearer ${token}` } });

describe('secrets shared by every instance', () => {
  it('two instances starting together on an empty database agree on one ALTCHA key and one organiser token', async () => {
    const [dirA, dirB] = [dataDir(), dataDir()];
    const [a, b] = await Promise.all([loadSecrets(t.deps.db, { dataDir: dirA }), loadSecrets(t.deps.db, { dataDir: dirB })]);
    expect(a.altchaKey).toBe(b.altchaKey);
    expect(a.adminTokenHash).toBe(b.adminTokenHash);
    const made = [a, b].filter((secrets) => secrets.adminTokenCreated);
    expect(made).toHaveLength(1); // one token printed, by the one that generated it
    const token = made[0]!.adminToken!;
    expect(hashAdminToken(token)).toBe(a.adminTokenHash);
    // The generating instance leaves it for `npm run forms` on its machine, readable by its owner only.
    expect(readFileSync(made[0]!.adminTokenFile!, 'utf8').trim()).toBe(token);
    expect(statSync(made[0]!.adminTokenFile!).mode & 0o777).toBe(0o600);
    expect([dirA, dirB].filter((dir) => existsSync(join(dir, 'admin-token')))).toHaveLength(1);
    expect((await t.deps.db.select().from(appSecrets)).map((row) => row.value)).not.toContain(token); // only its hash is stored

    const later = await loadSecrets(t.deps.db, { dataDir: dataDir() });
    expect(later).toEqual({ adminTokenHash: a.adminTokenHash, adminTokenCreated: false, altchaKey: a.altchaKey });

    const appA = await t.another({ adminTokenHash: a.adminTokenHash });
    const appB = await t.another({ adminTokenHash: b.adminTokenHash });
    for (const app of [appA, appB]) {
      expect((await submissions(app, token)).statusCode).toBe(200);
      expect((await submissions(app, 'not-the-token-0123456789')).statusCode).toBe(401);
    }
  });

  it('takes ADMIN_TOKEN and ALTCHA_HMAC_KEY from the environment, generating and storing nothing', async () => {
    const dir = dataDir();
    const token = 'operator-chosen-token-0123456789';
    const secrets = await loadSecrets(t.deps.db, { dataDir: dir, adminToken: token, altchaHmacKey: 'k'.repeat(32) });
    expect(secrets).toEqual({ adminTokenHash: hashAdminToken(token), adminTokenCreated: false, altchaKey: 'k'.repeat(32) });
    expect(await t.deps.db.select().from(appSecrets)).toEqual([]);
    expect(existsSync(join(dir, 'admin-token'))).toBe(false);
  });

  it('keeps an older install’s token and ALTCHA key from DATA_DIR, for every instance', async () => {
    const old = dataDir();
    writeFileSync(join(old, 'admin-token'), 'token-from-before-0123456789\n');
    writeFileSync(join(old, 'altcha-hmac.key'), 'altcha-key-from-before-0123456789\n');
    const upgraded = await loadSecrets(t.deps.db, { dataDir: old });
    expect(upgraded).toEqual({
      adminTokenHash: hashAdminToken('token-from-before-0123456789'),
      adminTokenCreated: false, // nothing new to print
      altchaKey: 'altcha-key-from-before-0123456789',
    });
    expect(await loadSecrets(t.deps.db, { dataDir: dataDir() })).toEqual(upgraded);
  });
});
