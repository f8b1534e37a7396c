import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/test-support/free-port';

export interface Postgres {
  /** DATABASE_URL of the empty `postgres` database. */
  url: string;
  /** Stops the server (fast shutdown: clients are disconnected); the data stays. */
  stop: () => void;
  /** Starts it again on the same port and data. */
  start: () => void;
  /** Stops it and removes its directory; safe to call twice. */
  close: () => void;
}

/** Debian's newest PostgreSQL binaries (/usr/lib/postgresql/<version>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error(`No PostgreSQL under ${root}: apt-get install postgresql`);
  return join(root, versions.at(-1)!, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool; initdb refuses root, so as root it runs as the postgres user (as .ci/run does). */
function run(command: string): void {
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
    : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

/** A throwaway PostgreSQL cluster on a free loopback port, for one test file. No vitest here. */
export async function startPostgres(): Promise<Postgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'sac-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  run(`${bin}/initdb -D ${data} -A trust -U postgres >/dev/null`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const start = () => {
    if (running) return;
    run(`${bin}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w -t 120 start >/dev/null`);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    run(`${bin}/pg_ctl -D ${data} -m fast -w -t 120 stop >/dev/null`);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    close: () => {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0 || group.status !== 0) throw new Error('No postgres user: apt-get install postgresql');
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}
