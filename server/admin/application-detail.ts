import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkInCodes, outbox, statusHistory } from '../db/schema';
import { recordOf } from '../lifecycle/kinds';
import type { ApplicationRow } from '../lifecycle/notify';
import { movesFrom, type Status } from '../lifecycle/statuses';

/** Where organisers open an uploaded file (the session or token authorises it). */
export const mediaUrl = (mediaId: string) => `/api/v1/admin/media/${mediaId}`;

/** Stored file references become links organisers can open; everything else is kept as answered. */
function withFileLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFileLinks);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.mediaId === 'string') return { name: record.name, size: record.size, type: record.type, url: mediaUrl(record.mediaId) };
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withFileLinks(item)]));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /admin/applications/{kind}/{id}: answers, files as links, history, e-mails and check-ins. */
export async function applicationDetail(db: Db, application: ApplicationRow & { createdAt: Date }) {
  const record = await recordOf(db, application.kind, application.recordId);
  const history = await db
    .select()
    .from(statusHistory)
    .where(eq(statusHistory.applicationId, application.id))
    .orderBy(asc(statusHistory.id));
  const emails = await db.select().from(outbox).where(eq(outbox.applicationId, application.id)).orderBy(asc(outbox.id));
  const codes = await db
    .select()
    .from(checkInCodes)
    .where(eq(checkInCodes.applicationId, application.id))
    .orderBy(asc(checkInCodes.createdAt));
  return {
    kind: application.kind,
    id: application.recordId,
    name: application.name,
    email: application.email,
    status: application.status,
    // The organiser moves the lifecycle table allows from here, for the console's buttons.
    moves: movesFrom(application.status as Status, 'organiser'),
    submittedAt: (record?.createdAt ?? application.createdAt).toISOString(),
    formVersion: record?.formVersion ?? null,
    answers: withFileLinks(record?.data ?? {}),
    history: history.map((row) => ({
      from: row.fromStatus,
      to: row.toStatus,
      by: row.actor,
      note: row.note,
      at: row.createdAt.toISOString(),
    })),
    emails: emails.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      template: row.template,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
    checkIns: codes.map((row) => ({ name: row.name, code: row.code, checkedInAt: iso(row.checkedInAt) })),
  };
}
