import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { hashAdminToken } from '../security/admin-auth';
import { createTemplate, dropTemplate } from '../test-support/db-template';
import { localDeps } from '../test-support/local-deps';

/** One figure of the lifecycle bench, with the machine's load when it was taken. */
export interface LifecycleMeasure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  met?: boolean;
  /** 1-, 5- and 15-minute load averages at the time. */
  load: string;
}

const ADMIN_TOKEN = 'lifecycle-bench-admin-token-0123456789';
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const APPLICATIONS = 10_000;
const SAMPLES = 30;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface BenchApp {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/** The app on a temporary, migrated and seeded PGlite, as `npm start` would build it (no site). */
async function benchApp(): Promise<BenchApp> {
  const template = await createTemplate();
  if (template.kind !== 'pglite') throw new Error('The lifecycle bench runs on a temporary PGlite');
  const database = await openDatabase({ dataDir: template.dataDir });
  const storageDir = mkdtempSync(join(os.tmpdir(), 'sac-lifecycle-bench-'));
  const deps = await localDeps(database, storageDir, {
    adminTokenHash: hashAdminToken(ADMIN_TOKEN),
    rateLimit: { postMax: 1_000_000, windowMs: 60_000 },
  });
  const app = await buildApp(deps);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropTemplate(template);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

const FIRST = [
  'Ahmed',
  'Mohamed',
  'Mahmoud',
  'Omar',
  'Youssef',
  'Karim',
  'Mostafa',
  'Hassan',
  'Amr',
  'Tarek',
  'Mariam',
  'Nour',
  'Salma',
  'Farida',
  'Laila',
  'Hana',
  'Yasmin',
  'Aya',
  'Mona',
  'Dina',
];
const LAST = [
  'Hassan',
  'Ibrahim',
  'Abdelrahman',
  'Farouk',
  'Mansour',
  'Salah',
  'Nabil',
  'Fathy',
  'Adel',
  'Khaled',
  'Gamal',
  'Saeed',
  'Zaki',
  'Soliman',
  'Ragab',
  'Shawky',
  'Helmy',
  'Lotfy',
  'Mahmoud',
  'Said',
];
// Share of each status among the seeded applications, per 100.
const STATUS_SPREAD = [
  'submitted',
  50,
  'accepted',
  22,
  'waitlisted',
  10,
  'rejected',
  10,
  'confirmed',
  4,
  'withdrawn',
  2,
  'declined',
  2,
] as const;

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(',')}]::text[]`);

/** 10,000 bootcamp applications straight in SQL: names, e-mails and national IDs unique, statuses spread, three weeks of submissions. */
export async function seedApplications(database: Database) {
  const statuses: string[] = [];
  for (let index = 0; index < STATUS_SPREAD.length; index += 2)
    statuses.push(...Array<string>(STATUS_SPREAD[index + 1] as number).fill(STATUS_SPREAD[index] as string));
  await database.db.execute(sql`
    INSERT INTO bootcamp_participants (edition, form_version, email, national_id, data, created_at)
    SELECT 2025, 1, lower(f || '.' || l || '.' || i || '@example.com'), '29' || lpad(i::text, 12, '0'),
      jsonb_build_object('name_en', f || ' ' || m || ' ' || l, 'email', lower(f || '.' || l || '.' || i || '@example.com'),
        'national_id', '29' || lpad(i::text, 12, '0'), 'governorate', 'Cairo', 'phone_number', '01012345678'),
      timestamptz '2025-08-20 09:00+03' + (i * interval '3 minutes')
    FROM generate_series(1, ${APPLICATIONS}) AS i,
      LATERAL (SELECT (${textArray(FIRST)})[1 + i % 20] AS f, (${textArray(FIRST)})[1 + (i / 7) % 20] AS m, (${textArray(LAST)})[1 + (i / 20) % 20] AS l) AS names`);
  await database.db.execute(sql`
    INSERT INTO applications (kind, record_id, edition, status, name, email, search, created_at, updated_at)
    SELECT 'bootcamp', p.id, p.edition, (${textArray(statuses)})[1 + (p.id * 37) % 100], p.data->>'name_en', p.email,
      lower(concat_ws(' ', p.data->>'name_en', p.email, p.national_id)), p.created_at, p.created_at
    FROM bootcamp_participants p`);
}

async function timeRequests(app: FastifyInstance, url: string) {
  for (let warm = 0; warm < 5; warm += 1) await app.inject({ url, headers: auth });
  const samples: number[] = [];
  let total = 0;
  for (let run = 0; run < SAMPLES; run += 1) {
    const started = performance.now();
    const response = await app.inject({ url, headers: auth });
    samples.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    total = response.json().total as number;
  }
  return { sorted: samples.sort((a, b) => a - b), total };
}

/** (a) The organisers' list over 10,000 applications: page 2 of accepted ones, with and without a partial name. */
async function listBench(app: FastifyInstance): Promise<LifecycleMeasure[]> {
  const cases = [
    [
      'GET /admin/applications?kind=bootcamp&status=accepted&q=ahm&page=2',
      '/api/v1/admin/applications?kind=bootcamp&status=accepted&q=ahm&page=2',
    ],
    ['GET /admin/applications?kind=bootcamp&status=accepted&page=2', '/api/v1/admin/applications?kind=bootcamp&status=accepted&page=2'],
    ['GET /admin/applications?kind=bootcamp&q=nabil&sort=name&page=2', '/api/v1/admin/applications?kind=bootcamp&q=nabil&sort=name&page=2'],
  ] as const;
  const measures: LifecycleMeasure[] = [];
  for (const [name, url] of cases) {
    const { sorted, total } = await timeRequests(app, url);
    const label = `${name} (10,000 applications, ${total} match)`;
    measures.push({
      name: `${label}: median`,
      value: percentile(sorted, 50),
      unit: 'ms',
      target: '< 200 ms',
      met: percentile(sorted, 50) < 200,
      load: load(),
    });
    measures.push({
      name: `${label}: p95`,
      value: percentile(sorted, 95),
      unit: 'ms',
      target: '< 200 ms',
      met: percentile(sorted, 95) < 200,
      load: load(),
    });
  }
  return measures;
}

/** (b) 50 accepted applicants confirming at once for the last seat of a slot. */
async function lastSeatBench(bench: BenchApp): Promise<LifecycleMeasure[]> {
  const { app, database } = bench;
  const accepted = (await database.db.execute(sql`
    SELECT p.email, p.national_id, p.data->>'name_en' AS name FROM applications a JOIN bootcamp_participants p ON p.id = a.record_id
    WHERE a.kind = 'bootcamp' AND a.status = 'accepted' ORDER BY a.id LIMIT 50`)) as unknown as {
    rows: { email: string; national_id: string; name: string }[];
  };
  const slots = (await app.inject({ url: '/api/v1/admin/slots', headers: auth })).json().data as { id: number; confirmed: number }[];
  const slot = slots[1]!;
  await app.inject({ method: 'PUT', url: `/api/v1/admin/slots/${slot.id}`, headers: auth, payload: { capacity: slot.confirmed + 1 } });
  const started = performance.now();
  const responses = await Promise.all(
    accepted.rows.map((person) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bootcamp-confirmations',
        payload: {
          name: person.name,
          email: person.email,
          national: person.national_id,
          phone_number: '01012345678',
          slot_id: String(slot.id),
        },
      }),
    ),
  );
  const elapsed = performance.now() - started;
  const created = responses.filter((response) => response.statusCode === 201).length;
  const full = responses.filter((response) => response.statusCode === 409).length;
  return [
    { name: `${accepted.rows.length} concurrent confirmations for the last seat: all answered`, value: elapsed, unit: 'ms', load: load() },
    {
      name: `${accepted.rows.length} concurrent confirmations for the last seat: 201 answers (${full} × 409)`,
      value: created,
      unit: 'count',
      target: 'exactly 1',
      met: created === 1,
      load: load(),
    },
  ];
}

/** Both lifecycle benches on one temporary PGlite seeded with 10,000 bootcamp applications. */
export async function runLifecycleBench(): Promise<LifecycleMeasure[]> {
  const bench = await benchApp();
  try {
    const seedStarted = performance.now();
    await seedApplications(bench.database);
    const seeded: LifecycleMeasure = {
      name: `seed ${APPLICATIONS.toLocaleString('en')} applications in SQL`,
      value: performance.now() - seedStarted,
      unit: 'ms',
      load: load(),
    };
    return [seeded, ...(await listBench(bench.app)), ...(await lastSeatBench(bench))];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    `Lifecycle bench: ${os.cpus()[0]?.model ?? 'CPU'} x${os.cpus().length}, Node ${process.version}, PGlite, load average ${load()}`,
  );
  console.table((await runLifecycleBench()).map((measure) => ({ ...measure, value: Number(measure.value.toFixed(1)) })));
}
