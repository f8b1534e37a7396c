import { asc, eq } from 'drizzle-orm';
import { traitsOf, type FieldDef } from '../../src/engine/index';
import { bootcampParticipants, formResponses, teamMembers, teams } from '../db/schema';
import type { Tx } from '../db/tx';

/** An application's kind: 'bootcamp', 'hackathon', or the id of a published form. */
export type Kind = string;

export const kindOfForm = (formId: string): Kind => (formId === 'hackathon-team' ? 'hackathon' : formId);
export const formOfKind = (kind: Kind): string => (kind === 'hackathon' ? 'hackathon-team' : kind);

/** Someone an application speaks for: the applicant, or one member of a team. */
export interface Person {
  memberId: number | null;
  name: string;
  email: string | null;
  leader: boolean;
}

/** What the organisers' list shows and searches, taken from the answers when they are stored. */
export interface ApplicationSummary {
  name: string;
  email: string | null;
  search: string;
}

export interface StoredRecord {
  data: Record<string, unknown>;
  formVersion: number;
  createdAt: Date;
}

/** An answer as text: a missing answer is empty. */
export const answerText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
const searchText = (...parts: unknown[]) => parts.map(answerText).filter(Boolean).join(' ').toLowerCase();
const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** The answers of the bootcamp, a team (members included) or a published form. */
export async function recordOf(tx: Tx, kind: Kind, recordId: number): Promise<StoredRecord | undefined> {
  if (kind === 'bootcamp') {
    const [row] = await tx.select().from(bootcampParticipants).where(eq(bootcampParticipants.id, recordId));
    return row && { data: row.data as Record<string, unknown>, formVersion: row.formVersion, createdAt: row.createdAt };
  }
  if (kind === 'hackathon') {
    const [row] = await tx.select().from(teams).where(eq(teams.id, recordId));
    if (!row) return undefined;
    const members = await tx.select().from(teamMembers).where(eq(teamMembers.teamId, recordId)).orderBy(asc(teamMembers.position));
    return {
      data: { ...(row.data as Record<string, unknown>), members: members.map((member) => member.data) },
      formVersion: row.formVersion,
      createdAt: row.createdAt,
    };
  }
  const [row] = await tx.select().from(formResponses).where(eq(formResponses.id, recordId));
  return row && { data: row.data as Record<string, unknown>, formVersion: row.formVersion, createdAt: row.createdAt };
}

/** The people an application speaks for, each with the address its e-mails go to. */
export async function peopleOf(
  tx: Tx,
  application: { kind: Kind; recordId: number; name: string; email: string | null },
): Promise<Person[]> {
  if (application.kind === 'hackathon') {
    const [team] = await tx.select({ data: teams.data }).from(teams).where(eq(teams.id, application.recordId));
    const leaderPosition = Number((team?.data as Record<string, unknown> | undefined)?.team_leader_id ?? 0);
    const members = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, application.recordId))
      .orderBy(asc(teamMembers.position));
    return members.map((member) => ({
      memberId: member.id,
      name: answerText((member.data as Record<string, unknown>).name),
      email: member.email,
      leader: member.position === leaderPosition,
    }));
  }
  return [{ memberId: null, name: application.name, email: application.email, leader: true }];
}

/** The bootcamp and team forms say who applied in fields of their own. */
export function summarize(kind: Kind, data: Record<string, unknown>, fields: readonly FieldDef[]): ApplicationSummary {
  if (kind === 'bootcamp') {
    return {
      name: answerText(data.name_en),
      email: answerText(data.email) || null,
      search: searchText(data.name_en, data.name_ar, data.email, data.national_id),
    };
  }
  if (kind === 'hackathon') {
    const members = rowsOf(data.members);
    const leader = members[Number(data.team_leader_id ?? 0)] ?? members[0];
    return {
      name: answerText(data.team_name),
      email: answerText(leader?.email) || null,
      search: searchText(data.team_name, ...members.flatMap((member) => [member.name, member.email, member.national])),
    };
  }
  // A published form: its first e-mail field is the applicant's address, a field named like "name" their name.
  const emailField = fields.find((field) => traitsOf(field).format === 'email' && typeof data[field.name] === 'string');
  const nameField = fields.find(
    (field) => (field.autocomplete === 'name' || /(^|_)(full_)?name(_en)?$/i.test(field.name)) && typeof data[field.name] === 'string',
  );
  const name = nameField ? answerText(data[nameField.name]) : '';
  const email = emailField ? answerText(data[emailField.name]) : '';
  return { name, email: email || null, search: searchText(name, email) };
}
