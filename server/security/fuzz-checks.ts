import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { storedFiles } from '../test-support/stored-files';

/** A fixed seed so CI replays the same inputs; FUZZ_SEED=<n> tries others (a failure prints its seed and path). */
const seed = Number(process.env.FUZZ_SEED ?? 20_251_003);
/** FUZZ_SCALE=10 runs ten times as many inputs locally. */
const scale = Number(process.env.FUZZ_SCALE ?? 1);

/**
 * fc.assert's parameters: `runs` sized so all fuzz files take about half a minute on a busy 2-core machine;
 * each run bounded, each property capped.
 */
export function fuzzRuns(runs: number): fc.Parameters<unknown> {
  return {
    seed,
    numRuns: Math.max(1, Math.round(runs * scale)),
    plugins: [fc.timeout(15_000), fc.interruptAfterTimeLimit(40_000 * scale)],
  };
}
/** Vitest's limit for one property: above the cap, so a slow machine runs fewer inputs rather than failing. */
export const FUZZ_TIMEOUT = 90_000 * scale;

const statuses = new Map<string, number>();
/** FUZZ_STATS=1 prints how often each route gave each status: how deep the inputs got. */
export const printStatuses = () => process.env.FUZZ_STATS && console.log(Object.fromEntries([...statuses].sort()));

let lastError = '';
/** A test app whose error log lines are kept: a 5xx fails with the server's own account of it. */
export const createFuzzApp = () =>
  createTestApp({
    logLevel: 'error',
    logStream: new Writable({ write: (chunk, _encoding, done) => ((lastError = String(chunk)), done()) }),
  });

/** Sends one request; anything but an answer below 500 fails the run, naming the request and the logged error. */
export async function answered(t: TestApp, request: InjectOptions) {
  lastError = '';
  const response = await t.app.inject(request);
  const sent = `${request.method ?? 'GET'} ${String(request.url)}`;
  const seen = `${sent.split('?')[0]!.split('/').slice(0, 5).join('/')} ${response.statusCode}`;
  statuses.set(seen, (statuses.get(seen) ?? 0) + 1);
  expect(response.statusCode, `${sent} answered ${response.statusCode} ${response.body.slice(0, 300)}\n${lastError}`).toBeLessThan(500);
  return response;
}

const COUNTS = sql`select
  (select count(*) from applications) as applications,
  (select count(*) from bootcamp_participants) as participants,
  (select count(*) from teams) as teams,
  (select count(*) from team_members) as members,
  (select count(*) from bootcamp_confirmations) as confirmations,
  (select count(*) from form_responses) as responses,
  (select count(*) from media) as media`;

/** What a submission may leave behind: rows, stored files, temp files. */
export async function tracesOf(t: TestApp) {
  // Drizzle's shared Db type leaves execute's result open; both drivers answer { rows }.
  const { rows } = (await t.deps.db.execute(COUNTS)) as unknown as { rows: Record<string, string | number>[] };
  const counts = Object.fromEntries(Object.entries(rows[0]!).map(([table, count]) => [table, Number(count)]));
  return { ...counts, uploads: storedFiles(t.deps.storage).length, temp: readdirSync(t.deps.storage.tmpDir).length };
}

/** A refused submission leaves nothing; no request leaves a temp file. */
export async function expectNoTrace(t: TestApp, before: Awaited<ReturnType<typeof tracesOf>>, statusCode: number) {
  const after = await tracesOf(t);
  expect(after.temp, 'a temp file outlived its request').toBe(0);
  if (statusCode !== 201) expect(after, `a refused submission (${statusCode}) left rows or files`).toEqual(before);
}
