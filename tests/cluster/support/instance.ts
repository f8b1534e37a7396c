import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../server/test-support/free-port';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export interface Instance {
  name: string;
  url: string;
  /** What the process printed so far (for a failure's message). */
  output: () => string;
  /** Whether the process still runs. */
  running: () => boolean;
  /** SIGKILL: no shutdown, as a crashed machine. */
  kill: () => Promise<void>;
  /** SIGTERM and removal of its data directory; safe to call twice. */
  stop: () => Promise<void>;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** `npm start`'s script (compiled server) on a free port with its own DATA_DIR; resolves at once, see waitReady. */
export async function launchInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `sac-cluster-${name}-`));
  // detached: its own process group, so a kill also ends anything the script spawned.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const signal = async (name: NodeJS.Signals) => {
    if (!alive(child)) return;
    process.kill(-child.pid!, name);
    await exited;
  };
  return {
    name,
    url,
    output: () => output,
    running: () => alive(child),
    kill: () => signal('SIGKILL'),
    stop: async () => {
      await signal('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once GET /api/v1/ready answers 200; throws with the instance's output if it exits or takes too long. */
export async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${instance.url}/api/v1/ready`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet, or exited (checked below).
    }
    if (!instance.running()) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const state = instance.running() ? 'was not ready' : 'exited';
  throw new Error(`Instance ${instance.name} ${state} at ${instance.url}:\n${instance.output()}`);
}
