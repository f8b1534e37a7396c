import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisers, organiserSessions } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test-support/test-db';
import { ABSOLUTE_MS, endSession, endSessionsOf, findSession, IDLE_MS, startSession } from './sessions';

let t: TestDatabase;
let organiserId: number;
const at = (iso: string) => new Date(iso);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);
const start = at('2026-03-01T09:00:00Z');

beforeAll(async () => {
  t = await openTestDatabase();
  const [row] = await t.database.db.insert(organisers).values({ email: 'door@example.org', role: 'door', passwordHash: 'x' }).returning();
  organiserId = row!.id;
});
afterAll(() => t.close());

const rows = () => t.database.db.select().from(organiserSessions).where(eq(organiserSessions.organiserId, organiserId));

describe('organiser sessions', () => {
  it('keeps only the hash of the cookie value and finds the organiser by the value', async () => {
    const session = await startSession(t.database.db, organiserId, start);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await rows()).map((row) => row.idHash)).not.toContain(session.id);
    const found = await findSession(t.database.db, session.id, minutes(start, 1));
    expect(found).toMatchObject({ organiser: { email: 'door@example.org', role: 'door' }, csrfToken: session.csrfToken });
    expect(
      await findSession(
        t.database.db,
        session.id.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        start,
      ),
    ).toBeNull();
    expect(await findSession(t.database.db, 'not-a-session', start)).toBeNull();
    await endSession(t.database.db, session.id);
  });

  it('ends after 8 idle hours, and activity pushes that on at most once a minute', async () => {
    const session = await startSession(t.database.db, organiserId, start);
    expect(session.expiresAt).toEqual(new Date(start.getTime() + IDLE_MS));
    // 30 seconds later: not worth a write.
    expect((await findSession(t.database.db, session.id, new Date(start.getTime() + 30_000)))!.expiresAt).toEqual(session.expiresAt);
    const later = minutes(start, 7 * 60);
    expect((await findSession(t.database.db, session.id, later))!.expiresAt).toEqual(new Date(later.getTime() + IDLE_MS));
    // 8 hours after that activity, nothing since: gone, row included.
    expect(await findSession(t.database.db, session.id, new Date(later.getTime() + IDLE_MS))).toBeNull();
    expect((await rows()).length).toBe(0);
  });

  it('ends 7 days after sign-in however busy the organiser is', async () => {
    const session = await startSession(t.database.db, organiserId, start);
    let now = start;
    for (let hour = 6; hour < 7 * 24; hour += 6) {
      now = minutes(start, hour * 60);
      expect(await findSession(t.database.db, session.id, now), `hour ${hour}`).not.toBeNull();
    }
    const lastMinute = await findSession(t.database.db, session.id, minutes(start, 7 * 24 * 60 - 1));
    expect(lastMinute!.expiresAt).toEqual(new Date(start.getTime() + ABSOLUTE_MS));
    expect(await findSession(t.database.db, session.id, new Date(start.getTime() + ABSOLUTE_MS))).toBeNull();
  });

  it('sweeps expired sessions when someone signs in, and ends all of an organiser on demand', async () => {
    await startSession(t.database.db, organiserId, start);
    await startSession(t.database.db, organiserId, start);
    const fresh = await startSession(t.database.db, organiserId, minutes(start, 9 * 60));
    expect((await rows()).map((row) => row.expiresAt)).toEqual([fresh.expiresAt]);
    await startSession(t.database.db, organiserId, minutes(start, 9 * 60));
    await endSessionsOf(t.database.db, organiserId);
    expect(await rows()).toEqual([]);
  });
});
