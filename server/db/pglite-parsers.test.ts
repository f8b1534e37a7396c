import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteDir } from './client';
import { withDrizzleParsers } from './pglite-parsers';
import { applications } from './schema';

const template = inject('dbTemplate');
const dataDir = mkdtempSync(join(tmpdir(), 'sac-parsers-'));
let client: PGlite;
beforeAll(async () => {
  if (template.kind !== 'pglite') return;
  cpSync(pgliteDir(template.dataDir), pgliteDir(dataDir), { recursive: true });
  client = await PGlite.create(pgliteDir(dataDir));
});
afterAll(async () => {
  await client?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const VALUES = sql`select '2025-09-23 20:59:59+00'::timestamptz as at, '2025-09-23 21:00'::timestamp as local, '2025-09-23'::date as day, '1 day'::interval as span, array['2025-09-23 20:59:59+00'::timestamptz] as ats, array[1.5]::numeric[] as amounts, array['1 day'::interval] as spans, 1.5::numeric as amount, '{"a":1}'::jsonb as data`;

describe.runIf(template.kind === 'pglite')('drizzle over PGlite with the parsers set once on the instance', () => {
  it('reads every type as drizzle reading with its own per-query parsers does', async () => {
    const [expected] = (await drizzle(client).transaction((tx) => tx.execute(VALUES))).rows;
    const [actual] = (await drizzle({ client: withDrizzleParsers(client) }).transaction((tx) => tx.execute(VALUES))).rows;
    expect(actual).toEqual(expected);
    expect(typeof (actual as { at: unknown }).at).toBe('string'); // not a Date made by PGlite's own parser
  });

  it('leaves the parsers out of each query, in and out of transactions', async () => {
    const seen: unknown[] = [];
    const spy = new Proxy(client, {
      get: (target, key) => {
        if (key === 'query')
          return (text: string, params: unknown[], options?: QueryOptions) => (
            seen.push(options?.parsers),
            target.query(text, params, options)
          );
        if (key === 'transaction')
          return (callback: (tx: unknown) => Promise<unknown>) =>
            target.transaction((tx) =>
              callback(
                new Proxy(tx, {
                  get: (t, k) =>
                    k === 'query'
                      ? (text: string, params: unknown[], options?: QueryOptions) => (
                          seen.push(options?.parsers),
                          t.query(text, params, options)
                        )
                      : Reflect.get(t, k, t),
                }),
              ),
            );
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const db = drizzle({ client: withDrizzleParsers(spy) });
    const rows = await db.select({ createdAt: applications.createdAt }).from(applications).limit(1);
    await db.transaction((tx) => tx.select().from(applications).limit(1));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((parsers) => parsers === undefined)).toBe(true);
    for (const row of rows) expect(row.createdAt).toBeInstanceOf(Date); // drizzle still maps the text
  });
});
