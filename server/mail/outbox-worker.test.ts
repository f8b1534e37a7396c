import { tmpdir } from 'node:os';
import { asc, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../db/client';
import { outbox } from '../db/schema';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { openTestDatabase, type TestDatabase } from '../test-support/test-db';
import { enqueueMail } from './enqueue';
import { claimDueMessages } from './outbox-queries';
import { retryDelayMs, startOutboxWorker, type OutboxLogger, type OutboxWorkerOptions } from './outbox-worker';
import { createMailRenderer } from './renderer';
import { createMailTransport } from './transport';
import type { MailTemplate } from './types';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HOUR = 3_600_000;
const renderer = await createMailRenderer();
let testDb: TestDatabase;
let db: Db;
let sink: SmtpSink;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await testDb.close();
});
beforeEach(async () => {
  await db.delete(outbox);
  sink.clear();
  sink.setFailing(null);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const to = (i: number) => `applicant${i}@example.test`;

async function enqueue(count: number, template: MailTemplate = 'received') {
  for (let i = 1; i <= count; i += 1) {
    const vars = {
      name: `Applicant ${i}`,
      applicationLabel: 'the bootcamp',
      statusLink: `https://apply.example.test/application/tok${i}`,
      edition: 2025,
      checkInCode: `CODE-${i}`,
    };
    await enqueueMail(db, renderer, { template, to: to(i), applicationId: null, vars });
  }
}

/** A worker whose poll loop stays out of the way: tests deliver with drain(). */
function worker(overrides: Partial<OutboxWorkerOptions> = {}) {
  const transport = overrides.transport ?? createMailTransport(sink.url);
  const started = startOutboxWorker({ db, transport, from: 'Space Apps Cairo <no-reply@example.test>', pollMs: HOUR, ...overrides });
  cleanups.push(
    () => transport.close?.(),
    () => started.stop(),
  );
  return started;
}

/** On PostgreSQL a second pool on the same database, as a second server process would have; PGlite has one. */
async function anotherConnection(): Promise<Db> {
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') return db;
  const { rows } = (await db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(template.url);
  url.pathname = `/${rows[0]!.name}`;
  const other = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
  cleanups.push(() => other.close());
  return other.db;
}

const rows = () => db.select().from(outbox).orderBy(asc(outbox.id));
const later = (ms: number) => () => new Date(Date.now() + ms);

function recordingLogger() {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at = (level: string) => (fields: object, message: string) => void lines.push({ level, fields, message });
  const logger: OutboxLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

describe('outbox worker', () => {
  it('delivers queued messages with both parts and the inline QR, then keeps only the envelope', async () => {
    await enqueue(2, 'confirmed');
    expect(await worker().drain()).toBe(2);
    expect(sink.messages.map((m) => m.to)).toEqual([[to(1)], [to(2)]]);
    const [first] = sink.messages;
    expect(first!.subject).toBe('Your seat is confirmed: your check-in code');
    expect(first!.text).toContain('https://apply.example.test/application/tok1');
    expect(first!.text).toContain('CODE-1');
    const qr = first!.attachments.find((a) => a.contentType === 'image/png')!;
    expect(qr.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(first!.html).toContain(`src="cid:${qr.cid}"`);
    for (const row of await rows()) {
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        lastError: null,
        lockedUntil: null,
        textBody: null,
        htmlBody: null,
        attachments: null,
      });
      expect(row.toAddress).toMatch(/^applicant\d@example\.test$/);
      expect(row.subject).toBe('Your seat is confirmed: your check-in code');
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('keeps a refused message queued with the SMTP error, backs off, and sends it once accepted', async () => {
    const { logger, lines } = recordingLogger();
    await enqueue(1);
    sink.setFailing(451);
    const w = worker({ logger });
    expect(await w.drain()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null, textBody: expect.stringContaining('tok1') });
    expect(row!.lastError).toContain('451');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // 30 s less jitter
    expect(JSON.stringify(lines)).not.toContain('@'); // no address in the log
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ outboxId: row!.id, code: '451' }) }),
    );

    sink.setFailing(null);
    expect(await w.drain()).toBe(0); // not due yet
    await db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await w.drain()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('survives an SMTP server that is down, and delivers when it is back', async () => {
    const down = await startSmtpSink();
    await down.close();
    await enqueue(1);
    const transport = createMailTransport(down.url);
    cleanups.push(() => transport.close());
    expect(await worker({ transport }).drain()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

    const back = await startSmtpSink({ port: down.port });
    cleanups.push(() => back.close());
    expect(await worker({ transport, now: later(2 * HOUR) }).drain()).toBe(1);
    expect(back.messages.map((m) => m.to)).toEqual([[to(1)]]);
  });

  it("gives up after maxAttempts: 'failed', the body kept for a resend", async () => {
    await enqueue(1);
    sink.setFailing(451);
    let clock = Date.now();
    const w = worker({ maxAttempts: 3, now: () => new Date(clock) });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await w.drain();
      clock += 2 * HOUR;
    }
    expect((await rows())[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      textBody: expect.any(String),
      lastError: expect.stringContaining('451'),
    });
    expect(sink.messages).toHaveLength(0);
  });

  it('gives up at once on a permanent refusal (5xx): retrying for hours would not change it', async () => {
    await enqueue(1);
    sink.setFailing(550);
    await worker().drain();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
  });

  it('two workers draining the same 50 messages at once deliver each exactly once', async () => {
    await enqueue(50);
    const [a, b] = [worker({ batchSize: 5 }), worker({ db: await anotherConnection(), batchSize: 5 })];
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(50);
    const recipients = sink.messages.flatMap((m) => m.to);
    expect(recipients).toHaveLength(50);
    expect(new Set(recipients).size).toBe(50);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('leaves a message a dead worker claimed until its lease passes, then sends it once', async () => {
    await enqueue(1);
    const [claimed] = await claimDueMessages(db, sql`now()`, 600_000, 10); // the worker dies here
    expect(claimed!.attempts).toBe(1);
    expect(await worker().drain()).toBe(0);
    expect(await worker({ now: later(5 * 60_000) }).drain()).toBe(0);
    const afterLease = worker({ now: later(11 * 60_000) });
    expect(await afterLease.drain()).toBe(1);
    expect(await afterLease.drain()).toBe(0);
    expect(sink.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('outbox worker loop', () => {
  it('polls on its own, and delivers at once when woken', async () => {
    worker({ pollMs: 50 });
    await enqueue(1);
    await sink.waitFor(1, 5_000);
    const sleepy = worker();
    await enqueue(1);
    sleepy.wake();
    await sink.waitFor(2, 5_000);
  });

  it('stops cleanly: nothing goes out after stop()', async () => {
    const w = worker({ pollMs: 20 });
    await w.stop();
    await enqueue(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sink.messages).toHaveLength(0);
  });

  it('logs a database outage by its code only and keeps polling', async () => {
    const { logger, lines } = recordingLogger();
    const outage = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432 for applicant1@example.test'), { code: 'ECONNREFUSED' });
    let calls = 0;
    const brokenDb = { execute: async () => ((calls += 1), Promise.reject(outage)) } as unknown as Db;
    worker({ db: brokenDb, pollMs: 10, logger });
    await expect.poll(() => calls, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.fields)).toContainEqual({ code: 'ECONNREFUSED' });
    expect(JSON.stringify(lines)).not.toContain('@');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s, caps at an hour, with jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 8, 20].map((attempts) => retryDelayMs(attempts, middle))).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 1)).toBe(36_000);
  });
});
