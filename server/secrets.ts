import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a secret kept in DATA_DIR, creating it (mode 600) on first use. */
function storedSecret(dataDir: string, file: string): { value: string; created: boolean } {
  const path = join(dataDir, file);
  if (existsSync(path)) return { value: readFileSync(path, 'utf8').trim(), created: false };
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return { value, created: true };
}

export interface Secrets {
  adminToken: string;
  /** Whether the admin token was generated now (main prints it once). */
  adminTokenCreated: boolean;
  altchaKey: string;
}

export function loadSecrets(dataDir: string, adminTokenFromEnv?: string): Secrets {
  const altchaKey = storedSecret(dataDir, 'altcha-hmac.key').value;
  if (adminTokenFromEnv) return { adminToken: adminTokenFromEnv, adminTokenCreated: false, altchaKey };
  const token = storedSecret(dataDir, 'admin-token');
  return { adminToken: token.value, adminTokenCreated: token.created, altchaKey };
}
