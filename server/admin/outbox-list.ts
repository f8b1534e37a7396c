import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

/** A page of the outbox, newest first: envelopes and delivery state, never the bodies (they hold private links). */
export async function listOutbox(db: Db, query: { status?: (typeof OUTBOX_STATUSES)[number]; page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const where = query.status ? eq(outbox.status, query.status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        to: outbox.toAddress,
        subject: outbox.subject,
        template: outbox.template,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  const data = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
  return { data, total: Number(count?.total ?? 0), page, pageSize };
}
