import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resident memory of a process now, in MB (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Samples a process's RSS every 50 ms until stopped; returns the peak. */
export function rssSampler(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  return {
    reset: () => {
      peak = rssMb(pid);
    },
    peak: () => Math.max(peak, rssMb(pid)),
    stop: () => clearInterval(timer),
  };
}

/** A process on a free loopback port, resolved once `readyPath` answers 200. */
async function startProcess(args: string[], env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export type BenchProcess = Awaited<ReturnType<typeof startProcess>>;

/**
 * The real server as `npm start` runs it (compiled, built first when stale), API only, logging at the
 * production default (info) to /dev/null: each request pays for its log line as it would in production.
 */
export const startServer = (env: Record<string, string>) =>
  startProcess(['scripts/start.mjs'], { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', SITE_DIR: '/nonexistent', ...env }, '/api/v1/settings');

/** The floors (floor-server.ts): bare Fastify and a bare INSERT through the same driver. */
export const startFloor = (env: Record<string, string>) =>
  startProcess(['--import', 'tsx', 'server/bench/floor-server.ts'], env, '/floor/options');
