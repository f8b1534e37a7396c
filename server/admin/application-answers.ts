import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bootcampParticipants, formResponses, teamMembers, teams } from '../db/schema';
import type { Kind } from '../lifecycle/kinds';

type Answers = Record<string, unknown>;

/**
 * The answers of many applications of one kind in one or two queries, by record id: a team's with its
 * members as `members`, as recordOf gives them one by one.
 */
export async function answersOf(db: Db, kind: Kind, recordIds: number[]): Promise<Map<number, Answers>> {
  if (recordIds.length === 0) return new Map();
  if (kind === 'bootcamp') {
    const rows = await db
      .select({ id: bootcampParticipants.id, data: bootcampParticipants.data })
      .from(bootcampParticipants)
      .where(inArray(bootcampParticipants.id, recordIds));
    return new Map(rows.map((row) => [row.id, row.data as Answers]));
  }
  if (kind === 'hackathon') {
    const [rows, members] = await Promise.all([
      db.select({ id: teams.id, data: teams.data }).from(teams).where(inArray(teams.id, recordIds)),
      db
        .select({ teamId: teamMembers.teamId, data: teamMembers.data })
        .from(teamMembers)
        .where(inArray(teamMembers.teamId, recordIds))
        .orderBy(asc(teamMembers.teamId), asc(teamMembers.position)),
    ]);
    const byTeam = new Map<number, unknown[]>();
    for (const member of members) byTeam.set(member.teamId, [...(byTeam.get(member.teamId) ?? []), member.data]);
    return new Map(rows.map((row) => [row.id, { ...(row.data as Answers), members: byTeam.get(row.id) ?? [] }]));
  }
  const rows = await db
    .select({ id: formResponses.id, data: formResponses.data })
    .from(formResponses)
    .where(inArray(formResponses.id, recordIds));
  return new Map(rows.map((row) => [row.id, row.data as Answers]));
}
