import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, checkInCodes, teamMembers } from '../db/schema';
import { unprocessable } from '../http/errors';
import { likePattern } from './application-list';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_LIMIT = 20;

/** What the door sees of a person found by name: enough to check them in, nothing else (no ID, no photo). */
export interface DoorPerson {
  code: string;
  name: string;
  kind: string;
  teamName?: string;
  status: 'confirmed' | 'checked_in';
  checkedInAt?: string;
}

/**
 * People holding a check-in code (confirmed or checked in) whose name, or e-mail address, contains `q`
 * ignoring case; at most 20, by name. Fewer than two characters would list everyone: 422 on q.
 */
export async function searchCheckIn(db: Db, q: string): Promise<DoorPerson[]> {
  const text = q.trim();
  if (text.length < SEARCH_MIN_LENGTH) {
    throw unprocessable({ q: [`Type at least ${SEARCH_MIN_LENGTH} letters of the name.`] }, 'The search is too short.');
  }
  const pattern = likePattern(text);
  // A team member's own address; the applicant's for everyone else.
  const email = sql`lower(coalesce(${teamMembers.email}, ${applications.email}, ''))`;
  const rows = await db
    .select({
      code: checkInCodes.code,
      name: checkInCodes.name,
      kind: applications.kind,
      applicationName: applications.name,
      checkedInAt: checkInCodes.checkedInAt,
    })
    .from(checkInCodes)
    .innerJoin(applications, eq(applications.id, checkInCodes.applicationId))
    .leftJoin(teamMembers, eq(teamMembers.id, checkInCodes.memberId))
    .where(
      and(
        inArray(applications.status, ['confirmed', 'checked_in']),
        or(sql`lower(${checkInCodes.name}) LIKE ${pattern} ESCAPE '\\'`, sql`${email} LIKE ${pattern} ESCAPE '\\'`),
      ),
    )
    .orderBy(asc(sql`lower(${checkInCodes.name})`), asc(checkInCodes.code))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    kind: row.kind,
    ...(row.kind === 'hackathon' ? { teamName: row.applicationName } : {}),
    // A team checks in person by person: each member's own time says whether they are in.
    status: row.checkedInAt ? 'checked_in' : 'confirmed',
    ...(row.checkedInAt ? { checkedInAt: row.checkedInAt.toISOString() } : {}),
  }));
}
