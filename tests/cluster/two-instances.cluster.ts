import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage } from '../../server/storage/s3-storage';
import { POST_LIMIT, startCluster, type Cluster } from './support/cluster';
import {
  asOrganiser,
  bootcampBody,
  call,
  eventually,
  newApplicant,
  postBootcamp,
  solvedBody,
  solvedCaptcha,
  type Answer,
  type Body,
} from './support/requests';

const DAY_MS = 24 * 60 * 60_000;

let cluster: Cluster;
let A: string;
let B: string;
const organiser = (base: string, path: string, init?: { method?: string; json?: unknown }) =>
  asOrganiser(cluster.adminToken, base, path, init);
const applicationsOf = async (base: string, email: string) =>
  (await organiser(base, `/admin/applications?kind=bootcamp&q=${encodeURIComponent(email)}`)).json().total;
const settingsOf = async (base: string) => (await call(`${base}/api/v1/settings`)).json().data;
const bearer = () => ({ headers: { authorization: `Bearer ${cluster.adminToken}` } });
const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status);

beforeAll(async () => {
  cluster = await startCluster();
  A = cluster.a.url;
  B = cluster.b.url;
  // The seed holds the 2025 dates: open both windows around today, through A.
  const [open, close] = [new Date(Date.now() - DAY_MS).toISOString(), new Date(Date.now() + 30 * DAY_MS).toISOString()];
  const windows = {
    bootcamp: { openBootcampDate: open, closedBootcampDate: close },
    hackathon: { openHackathonDate: open, closedHackathonDate: close },
  };
  expect((await organiser(A, '/settings', { method: 'PUT', json: { ...(await settingsOf(A)), ...windows } })).status).toBe(200);
  const closesOnB = async () => ((await settingsOf(B)).bootcamp.closedBootcampDate === close ? true : undefined);
  await eventually('B serves the open windows', closesOnB);
});

afterAll(async () => {
  await cluster?.close();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const instance of cluster ? [cluster.a, cluster.b] : []) {
      console.error(`--- instance ${instance.name} printed:\n${instance.output().slice(-4000)}`);
    }
  });
});

describe('two instances on one PostgreSQL, Redis and S3-compatible store', () => {
  it('both come up together on an empty database (ready, migrated and seeded once)', async () => {
    for (const base of [A, B]) {
      const ready = await call(`${base}/api/v1/ready`);
      expect([ready.status, ready.json()]).toEqual([200, { status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } }]);
      // Seeded twice would have published version 2.
      expect((await call(`${base}/api/v1/form-steps/bootcamp`)).json().data.version).toBe(1);
    }
  });

  it('serves through B the ID photo of an application sent to A, byte for byte as stored', async () => {
    const applicant = newApplicant();
    const sent = await postBootcamp(A, await solvedBody(A, applicant));
    expect(sent.status, sent.body.toString()).toBe(201);
    const detail = await organiser(B, `/admin/applications/bootcamp/${sent.json().data.id}`);
    expect(detail.status).toBe(200);
    const { personal_photo: photo } = detail.json().data.answers;
    expect(photo).toMatchObject({ url: expect.stringMatching(/^\/api\/v1\/admin\/media\/[0-9a-f-]{36}$/), type: 'image/png' });

    const file = await call(`${B}${photo.url}`, bearer());
    expect([file.status, file.headers.get('content-type'), file.body.length]).toEqual([200, 'image/png', photo.size]);
    const stored = await storedObject(photo.url.split('/').at(-1));
    expect(file.body.equals(stored)).toBe(true);
    expect((await call(`${A}${photo.url}`, bearer())).body.equals(stored)).toBe(true);
  });

  it('accepts a captcha solved for A on B, once: A refuses it afterwards', async () => {
    const token = await solvedCaptcha(A);
    const onB = await postBootcamp(B, await bootcampBody({ ...newApplicant(), recaptcha: token }));
    expect(onB.status, onB.body.toString()).toBe(201);
    const againOnA = await postBootcamp(A, await bootcampBody({ ...newApplicant(), recaptcha: token }));
    expect([againOnA.status, againOnA.json().errors]).toEqual([422, { recaptcha: ['The verification failed, please try again.'] }]);
  });

  it('answers a retry sent to B with the application A stored (same Idempotency-Key: one row, same answer)', async () => {
    const applicant = newApplicant();
    const body = await solvedBody(A, applicant);
    const key = { 'idempotency-key': `cluster-${randomUUID()}` };
    const first = await postBootcamp(A, body, key);
    expect(first.status, first.body.toString()).toBe(201);
    const retry = await postBootcamp(B, body, key);
    expect([retry.status, retry.headers.get('idempotent-replayed'), retry.json()]).toEqual([201, 'true', first.json()]);
    expect(await applicationsOf(B, applicant.email)).toBe(1);
  });

  it('stores one application of twenty identical ones split across A and B, and says 409 to the other nineteen', async () => {
    const applicant = newApplicant();
    const sides = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? A : B));
    // Solved first, so the twenty requests leave together.
    const bodies: Body[] = [];
    for (const side of sides) bodies.push(await solvedBody(side, applicant));
    const answers = await Promise.all(sides.map((side, index) => postBootcamp(side, bodies[index]!)));
    const statuses = statusesOf(answers).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    expect(await applicationsOf(A, applicant.email)).toBe(1);
  });

  it('counts the POST rate limit once across both instances', async () => {
    // Nobody else posts chatbot replies: this route's budget is all this check's.
    const post = (base: string, index: number) => call(`${base}/api/v1/chatbot-replies?question=q${index}&answer=a`, { method: 'POST' });
    const allowed: Answer[] = [];
    for (let start = 0; start < POST_LIMIT; start += 10) {
      allowed.push(...(await Promise.all(Array.from({ length: 10 }, (_, offset) => post(offset % 2 === 0 ? A : B, start + offset)))));
    }
    expect(new Set(statusesOf(allowed))).toEqual(new Set([201]));
    // Each instance has seen half the budget; counted per instance, both would still accept.
    const over = [await post(A, POST_LIMIT), await post(B, POST_LIMIT + 1)];
    expect(statusesOf(over)).toEqual([429, 429]);
    expect(over.every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('shows on B, within seconds, settings changed and a form published on A', async () => {
    const countdownTarget = new Date(Date.now() + 40 * DAY_MS).toISOString();
    expect((await organiser(A, '/settings', { method: 'PUT', json: { ...(await settingsOf(A)), countdownTarget } })).status).toBe(200);
    // Each instance caches settings for 2 s.
    const seenOnB = async () => ((await settingsOf(B)).countdownTarget === countdownTarget ? true : undefined);
    await eventually('B serves the new countdown', seenOnB, 30_000);

    const formId = `cluster-${randomUUID().slice(0, 8)}`;
    const rating = { name: 'rating', label: 'Rating', type: 'number', validation: { required: true, min: 1, max: 5 } };
    const definition = { title: 'Cluster feedback', steps: [{ title: 'One', fields: [rating] }] };
    const published = await organiser(A, `/form-steps/${formId}`, { method: 'PUT', json: definition });
    expect([published.status, published.json()]).toEqual([200, { data: { id: formId, version: 1 } }]);
    const served = await eventually(
      'B serves the new form',
      async () => {
        const answer = await call(`${B}/api/v1/form-steps/${formId}`);
        return answer.status === 200 ? answer.json().data : undefined;
      },
      30_000,
    );
    expect(served).toMatchObject({ id: formId, version: 1, title: 'Cluster feedback' });
    const body = JSON.stringify({ form_id: formId, rating: '4' });
    const answer = await call(`${B}/api/v1/form-response-items`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status, answer.body.toString()).toBe(201);
  });

  it('keeps B answering every request, with no error, while A is killed mid-traffic', async () => {
    const reads = ['/api/v1/settings', '/api/v1/form-steps/bootcamp', '/api/v1/ready', '/api/v1/chatbot-traning-datas'];
    const failures: string[] = [];
    let answered = 0;
    let afterKill = -1;
    const worker = async (offset: number) => {
      for (let index = offset; afterKill < 0 || answered - afterKill < 40; index += 1) {
        const path = reads[index % reads.length]!;
        try {
          const answer = await call(`${B}${path}`);
          if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
        answered += 1;
      }
    };
    const submissions = [await solvedBody(B), await solvedBody(B)];
    const killer = (async () => {
      await eventually('twenty answers from B', async () => (answered >= 20 ? true : undefined));
      const during = postBootcamp(B, submissions[0]!);
      await cluster.a.kill();
      afterKill = answered;
      return [await during, await postBootcamp(B, submissions[1]!)];
    })();
    await Promise.all([worker(0), worker(1)]);
    const applied = await killer;
    expect(cluster.a.running()).toBe(false);
    expect(failures).toEqual([]);
    expect(statusesOf(applied)).toEqual([201, 201]);
  });

  it('answers 503 with Retry-After while PostgreSQL is down, and recovers by itself when it is back', async () => {
    const [duringOutage, afterOutage] = [await solvedBody(B), await solvedBody(B)];
    cluster.postgres.stop();
    try {
      const refused = await postBootcamp(B, duringOutage);
      expect([refused.status, Number(refused.headers.get('retry-after')) > 0], refused.body.toString()).toEqual([503, true]);
      const ready = await call(`${B}/api/v1/ready`);
      const retryAfter = Number(ready.headers.get('retry-after'));
      expect([ready.status, ready.json().checks.database, retryAfter > 0]).toEqual([503, 'unavailable', true]);
    } finally {
      cluster.postgres.start();
    }
    await eventually('B ready again', async () => ((await call(`${B}/api/v1/ready`)).status === 200 ? true : undefined), 60_000);
    const accepted = await postBootcamp(B, afterOutage);
    expect(accepted.status, accepted.body.toString()).toBe(201);
  });
});

/** The bytes the bucket holds for a media row (its key read from PostgreSQL). */
async function storedObject(mediaId: string): Promise<Buffer> {
  const client = new pg.Client({ connectionString: cluster.postgres.url });
  await client.connect();
  const scratch = mkdtempSync(join(tmpdir(), 'sac-cluster-read-'));
  const storage = new S3Storage(cluster.s3.config, scratch);
  try {
    const { rows } = await client.query<{ storage_key: string }>('select storage_key from media where id = $1', [mediaId]);
    const file = await storage.open(rows[0]!.storage_key);
    if (!file) throw new Error(`No object for media ${mediaId}`);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } finally {
    await client.end();
    storage.destroy();
    rmSync(scratch, { recursive: true, force: true });
  }
}
