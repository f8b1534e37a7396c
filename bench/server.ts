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
  ofFloor?: string;
  ofSameBytes?: string;
  ofSameStatements?: string;
  ofOne?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Issue 4's targets, by scenario, and issue 16's: at least 0.8x the floor measured in the same run. */
function verdict(line: ServerLine): Pick<ProductRow, 'target' | 'met'> {
  const rps = Number(line.rps);
  const p99 = Number.parseFloat(line.p99);
  const peak = Number.parseFloat(line.peakMb);
  const clean = line.non2xx === '0';
  // Floors and the two-instance lines are context for the rows that carry targets.
  if (line.scenario.startsWith('floor:') || line.scenario.startsWith('two instances')) return {};
  const nearFloor = line.ofFloor !== undefined && Number.parseFloat(line.ofFloor) >= 0.8;
  if (line.scenario.startsWith('GET /challenges')) return { target: '> 5,000 req/s, >= 0.8x floor', met: clean && rps > 5000 && nearFloor };
  if (line.scenario.includes('(JSON')) {
    return { target: '> 500 req/s, p99 < 100 ms, >= 0.8x floor', met: clean && rps > 500 && p99 < 100 && nearFloor };
  }
  if (line.scenario.includes('700 MB')) return { target: 'peak < 256 MB', met: clean && peak < 256 };
  return {};
}

/** A line's figures in words: throughput and its ratios, latency, memory, failures. */
function describe(line: ServerLine): string {
  if (line.rps === '-') return `peak RSS ${line.peakMb} MB`;
  const ratios = [
    line.ofFloor && `${line.ofFloor} floor`,
    line.ofSameBytes && `${line.ofSameBytes} same-bytes floor`,
    line.ofSameStatements && `${line.ofSameStatements} same-statements floor`,
    line.ofOne && `${line.ofOne} one instance`,
  ].filter(Boolean);
  const parts = [`${line.rps} req/s${ratios.length > 0 ? ` (${ratios.join(', ')})` : ''}`, `p99 ${line.p99}`];
  if (line.peakMb !== '-') parts.push(`peak RSS ${line.peakMb} MB`);
  if (line.non2xx !== '0') parts.push(`${line.non2xx} failed`);
  return parts.join(', ');
}

/**
 * `npm run bench:server` in its own process (the real server on loopback, autocannon at 50
 * connections, beside its bare floors), its lines folded into the product's table.
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
      value: describe(line),
      ...verdict(line),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
