import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductRow } from './table';

interface ServerLine {
  scenario: string;
  rps: string;
  p99: string;
  non2xx: string;
  peakMb: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Issue 4's targets, by scenario. */
function verdict(line: ServerLine): Pick<ProductRow, 'target' | 'met'> {
  const rps = Number(line.rps);
  const p99 = Number.parseFloat(line.p99);
  const peak = Number.parseFloat(line.peakMb);
  const clean = line.non2xx === '0';
  if (line.scenario.startsWith('GET /challenges')) return { target: '> 5,000 req/s', met: clean && rps > 5000 };
  if (line.scenario.includes('(JSON')) return { target: '> 500 req/s, p99 < 100 ms', met: clean && rps > 500 && p99 < 100 };
  if (line.scenario.includes('700 MB')) return { target: 'peak < 256 MB', met: clean && peak < 256 };
  return {};
}

/**
 * `npm run bench:server` in its own process (the real server on loopback, autocannon at 50
 * connections), its lines folded into the product's table.
 */
export async function runServerBench(): Promise<ProductRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'server-bench-results-'));
  const file = join(dir, 'lines.json');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/bench/server-bench.ts'], {
      cwd: root,
      env: { ...process.env, BENCH_RESULTS_FILE: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`The server bench exited with code ${code}`);
    const lines = JSON.parse(readFileSync(file, 'utf8')) as ServerLine[];
    return lines.map((line) => ({
      area: 'server (50 connections)',
      measure: line.scenario,
      value: line.rps === '-' ? `peak RSS ${line.peakMb} MB` : `${line.rps} req/s, p99 ${line.p99}, peak RSS ${line.peakMb} MB${line.non2xx === '0' ? '' : `, ${line.non2xx} failed`}`,
      ...verdict(line),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
