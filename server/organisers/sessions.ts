import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisers, organiserSessions } from '../db/schema';
import type { Organiser, OrganiserRole } from './roles';

/** A session ends after 8 idle hours, and 7 days after sign-in whatever happens. */
export const IDLE_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity pushes the expiry at most once a minute: one write per minute of work, not per request. */
const EXTEND_EVERY_MS = 60 * 1000;

/** The cookie value: 32 random bytes, base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  organiser: Organiser;
  organiserId: number;
  csrfToken: string;
  expiresAt: Date;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** Starts a session for the organiser; the cookie gets `id`, the database only its hash. Expired rows are swept on the way. */
export async function startSession(db: Db, organiserId: number, now: Date): Promise<{ id: string; csrfToken: string; expiresAt: Date }> {
  await db.delete(organiserSessions).where(lte(organiserSessions.expiresAt, now));
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + IDLE_MS);
  await db.insert(organiserSessions).values({ idHash: hashOf(id), organiserId, csrfToken, createdAt: now, expiresAt });
  return { id, csrfToken, expiresAt };
}

/** The live session of a cookie value, its expiry pushed on by activity; an expired one is deleted and gives null. */
export async function findSession(db: Db, id: string, now: Date): Promise<Session | null> {
  if (!SESSION_ID.test(id)) return null;
  const idHash = hashOf(id);
  const [row] = await db
    .select({
      organiserId: organisers.id,
      email: organisers.email,
      role: organisers.role,
      csrfToken: organiserSessions.csrfToken,
      createdAt: organiserSessions.createdAt,
      expiresAt: organiserSessions.expiresAt,
    })
    .from(organiserSessions)
    .innerJoin(organisers, eq(organisers.id, organiserSessions.organiserId))
    .where(eq(organiserSessions.idHash, idHash));
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(organiserSessions).where(eq(organiserSessions.idHash, idHash));
    return null;
  }
  let expiresAt = row.expiresAt;
  const pushed = earliest(new Date(now.getTime() + IDLE_MS), new Date(row.createdAt.getTime() + ABSOLUTE_MS));
  if (pushed.getTime() - expiresAt.getTime() >= EXTEND_EVERY_MS) {
    await db.update(organiserSessions).set({ expiresAt: pushed }).where(eq(organiserSessions.idHash, idHash));
    expiresAt = pushed;
  }
  const organiser = { email: row.email, role: row.role as OrganiserRole };
  return { organiser, organiserId: row.organiserId, csrfToken: row.csrfToken, expiresAt };
}

/** Signs out: the cookie value no longer opens anything. */
export async function endSession(db: Db, id: string): Promise<void> {
  if (SESSION_ID.test(id)) await db.delete(organiserSessions).where(eq(organiserSessions.idHash, hashOf(id)));
}

/** Ends every session of an organiser (a new password, a removed account). */
export async function endSessionsOf(db: Db, organiserId: number): Promise<void> {
  await db.delete(organiserSessions).where(eq(organiserSessions.organiserId, organiserId));
}
