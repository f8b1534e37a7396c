import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bootcampConfirmations, bootcampParticipants, formResponses, teamMembers, teams } from '../db/schema';

export interface SubmissionRecord {
  id: number;
  formVersion: number;
  createdAt: Date;
  data: Record<string, unknown>;
  meta?: { ip_address: string | null; submitted_at: string | null };
}

/** `?form=` accepts a form id or the short names "bootcamp" and "hackathon". */
export const formIdOfQuery = (form: string) => (form === 'hackathon' ? 'hackathon-team' : form);

async function teamRecords(db: Db): Promise<SubmissionRecord[]> {
  const rows = await db.select().from(teams).orderBy(asc(teams.id));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(teamMembers)
    .where(
      inArray(
        teamMembers.teamId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
  const byTeam = new Map<number, unknown[]>();
  for (const member of members) byTeam.set(member.teamId, [...(byTeam.get(member.teamId) ?? []), member.data]);
  return rows.map((row) => ({
    id: row.id,
    formVersion: row.formVersion,
    createdAt: row.createdAt,
    data: { ...(row.data as Record<string, unknown>), members: byTeam.get(row.id) ?? [] },
  }));
}

/** Every stored submission of a form, oldest first. */
export async function submissionRecords(db: Db, formId: string): Promise<SubmissionRecord[]> {
  const plain = (row: { id: number; formVersion: number; createdAt: Date; data: unknown }) => ({
    id: row.id,
    formVersion: row.formVersion,
    createdAt: row.createdAt,
    data: row.data as Record<string, unknown>,
  });
  if (formId === 'bootcamp') return (await db.select().from(bootcampParticipants).orderBy(asc(bootcampParticipants.id))).map(plain);
  if (formId === 'hackathon-team') return teamRecords(db);
  if (formId === 'bootcamp-confirmation')
    return (await db.select().from(bootcampConfirmations).orderBy(asc(bootcampConfirmations.id))).map(plain);
  const rows = await db.select().from(formResponses).where(eq(formResponses.formId, formId)).orderBy(asc(formResponses.id));
  return rows.map((row) => ({ ...plain(row), meta: { ip_address: row.ipAddress, submitted_at: row.submittedAt } }));
}
