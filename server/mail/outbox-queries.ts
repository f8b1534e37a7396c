import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MailAttachment } from './types';

/** A queued message a worker holds the lease on; attempts already counts this one. */
export interface ClaimedMessage {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  attachments: MailAttachment[] | string | null;
  attempts: number;
}

const milliseconds = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Takes up to `limit` due messages in one statement: SKIP LOCKED lets workers on other connections
 * pass each other, and the lease (locked_until) keeps a message from a second worker until it passes.
 */
export async function claimDueMessages(db: Db, now: SQL, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
  const result = (await db.execute(sql`
    UPDATE ${outbox} SET locked_until = ${now} + ${milliseconds(leaseMs)}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status = 'queued' AND next_attempt_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
      ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, attachments, attempts`)) as unknown as { rows: ClaimedRow[] };
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      toAddress: row.to_address,
      subject: row.subject,
      textBody: row.text_body,
      htmlBody: row.html_body,
      // Drivers differ: node-postgres parses jsonb, a driver may hand back its text.
      attachments: typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as MailAttachment[]) : row.attachments,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Delivered: keep the envelope, drop the body (it held a private link). */
export async function markSent(db: Db, id: number, now: SQL): Promise<void> {
  await db.execute(sql`
    UPDATE ${outbox} SET status = 'sent', sent_at = ${now}, text_body = NULL, html_body = NULL, attachments = NULL,
      locked_until = NULL, last_error = NULL
    WHERE id = ${id}`);
}

/** Refused: try again after `retryInMs`, or give up; a row another worker already sent stays sent. */
export async function markFailed(
  db: Db,
  id: number,
  now: SQL,
  failure: { lastError: string; retryInMs: number; giveUp: boolean },
): Promise<void> {
  await db.execute(sql`
    UPDATE ${outbox} SET status = ${failure.giveUp ? 'failed' : 'queued'}, last_error = ${failure.lastError},
      locked_until = NULL, next_attempt_at = ${now} + ${milliseconds(failure.retryInMs)}
    WHERE id = ${id} AND status = 'queued'`);
}
