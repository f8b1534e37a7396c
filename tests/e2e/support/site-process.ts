import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDir } from '../../../server/db/client';
import { freePort } from '../../../server/test-support/free-port';

export { freePort };

export type Site = {
  url: string;
  /** The server's data directory: a fresh temp dir, removed by stop(). */
  dataDir: string;
  /** Bearer token of the organiser endpoints. */
  adminToken: string;
  stop: () => Promise<void>;
  /** Kills the server at once (SIGKILL, no shutdown), keeping its data directory for another launch. */
  crash: () => Promise<void>;
};

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const startTimeoutMs = 120_000;

/**
 * Starts `npm start`'s script on a free port with a fresh data directory (its own embedded database,
 * copied from `dataTemplate` when given) and resolves once the site answers. `env` adds variables,
 * e.g. CAPTCHA_PROVIDER (off unless given); `reuse` starts on the data directory of a site that crashed.
 * No vitest here: the benchmarks start sites too.
 */
export async function launchSite(env: Record<string, string> = {}, dataTemplate?: string, reuse?: { dataDir: string }): Promise<Site> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'space-apps-e2e-'));
  // A migrated and seeded database: the server starts on a copy in about 3 s, not 7.
  if (dataTemplate && !reuse) cpSync(pgliteDir(dataTemplate), pgliteDir(dataDir), { recursive: true });
  const adminToken = randomBytes(24).toString('base64url');
  // detached: own process group, so stop() also ends anything the script spawns.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CAPTCHA_PROVIDER: 'off',
      PUBLIC_URL: url,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const crash = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`scripts/start.mjs exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return { url, dataDir, adminToken, stop, crash };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The site did not answer at ${url} within ${startTimeoutMs / 1000} s:\n${output}`);
}
