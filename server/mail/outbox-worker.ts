import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimDueMessages, markFailed, markSent, type ClaimedMessage } from './outbox-queries';
import type { MailSender, OutgoingEmail } from './transport';

/** A pino-style logger (Fastify's fits); the worker gives it ids, counts and error codes only. */
export interface OutboxLogger {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailSender;
  from: string;
  logger?: OutboxLogger;
  /** Between polls; the first poll comes after one interval (call wake() or drain() for sooner). Default 2 s. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed message stays away from other workers; a worker that died lets it go then. Default 10 min. */
  leaseMs?: number;
  /** Attempts before a message is 'failed'. Default 8. */
  maxAttempts?: number;
  /** The clock, for tests; by default the database's now(), the one clock every instance shares. */
  now?: () => Date;
}

export interface OutboxWorker {
  /** Ends the poll loop and waits for the delivery under way. */
  stop: () => Promise<void>;
  /** Delivers everything due now; resolves with how many were sent (tests, benches). */
  drain: () => Promise<number>;
  /** Polls at once, e.g. after an enqueue. */
  wake: () => void;
}

const silent: OutboxLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** 30 s, 1 min, 2 min ... capped at an hour, each ±20 % so failed messages do not retry in step. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface ErrorFields {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The SMTP error's code and reply, never the message's content; at most 500 characters. */
export function describeDeliveryError(error: unknown): string {
  const e = (error ?? {}) as ErrorFields;
  const reply = typeof e.response === 'string' && e.response ? e.response : e.message;
  return [e.code, e.responseCode, reply]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ')
    .slice(0, 500);
}

/** A code safe to log (SMTP reply code, errno, PostgreSQL SQLSTATE): database errors may quote parameters. */
export function errorCode(error: unknown): string {
  const e = (error ?? {}) as ErrorFields;
  const cause = (e.cause ?? {}) as ErrorFields;
  const code = e.responseCode ?? e.code ?? cause.code;
  return code === undefined ? 'unknown' : String(code);
}

function emailOf(message: ClaimedMessage, from: string): OutgoingEmail {
  return {
    from,
    to: message.toAddress,
    subject: message.subject,
    text: message.textBody ?? undefined,
    html: message.htmlBody ?? undefined,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: 'base64' as const,
      cid: a.cid,
    })),
  };
}

/**
 * Delivers the outbox: claims due messages with a lease, sends each with no transaction open (a
 * PGlite transaction would stall every query), then records sent or schedules a retry with backoff.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, logger = silent, pollMs = 2_000, batchSize = 20, leaseMs = 600_000, maxAttempts = 8 } = options;
  const clock = (): SQL => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`now()`);
  let stopped = false;
  let ticking = false;
  let wokenWhileTicking = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    try {
      if (message.textBody === null && message.htmlBody === null)
        throw Object.assign(new Error('The message has no body'), { code: 'ENOBODY' });
      await transport.sendMail(emailOf(message, from));
    } catch (error) {
      // A 5xx reply (no such mailbox...) will not change with time: no point retrying for hours.
      const permanent = Number((error as { responseCode?: unknown }).responseCode) >= 500;
      const giveUp = permanent || message.attempts >= maxAttempts;
      await markFailed(db, message.id, clock(), {
        lastError: describeDeliveryError(error),
        retryInMs: retryDelayMs(message.attempts),
        giveUp,
      });
      logger.warn(
        { outboxId: message.id, attempts: message.attempts, code: errorCode(error), giveUp },
        giveUp ? 'outbox: message failed for good' : 'outbox: delivery failed, will retry',
      );
      return false;
    }
    await markSent(db, message.id, clock());
    return true;
  }

  async function deliverAllDue(): Promise<number> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await claimDueMessages(db, clock(), leaseMs, batchSize);
      if (batch.length === 0) break;
      const delivered = await Promise.all(batch.map(deliver));
      sent += delivered.filter(Boolean).length;
      failed += delivered.length - delivered.filter(Boolean).length;
      if (stopped) break;
    }
    if (sent + failed > 0) logger.info({ sent, failed }, 'outbox: delivery round');
    return sent;
  }

  // One delivery at a time per worker: drain() and the poll loop queue behind each other.
  const drain = (): Promise<number> => {
    const next = running.then(deliverAllDue);
    running = next.catch(() => undefined);
    return next;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  async function tick(): Promise<void> {
    ticking = true;
    try {
      await drain();
    } catch (error) {
      logger.error({ code: errorCode(error) }, 'outbox: database error, will poll again');
    } finally {
      ticking = false;
      schedule(wokenWhileTicking ? 0 : pollMs);
      wokenWhileTicking = false;
    }
  }

  schedule(pollMs);
  return {
    drain,
    wake: () => {
      if (ticking) wokenWhileTicking = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
