import { and, asc, eq, sql } from 'drizzle-orm';
import { SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import type { Db } from '../db/client';
import { applicantTokens, applications, checkInCodes, statusHistory } from '../db/schema';
import { readSettings } from '../settings/settings';
import { formOfKind, peopleOf, recordOf, type Kind, type Person } from './kinds';
import { nextStepOf } from './next-step';
import { movesFrom, type Status } from './statuses';
import { tokenHashOf } from './tokens';
import type { ApplicationRow } from './notify';

export type Role = 'applicant' | 'leader' | 'member';
export type ApplicantAction = 'withdraw' | 'decline' | 'confirm' | 'confirm-seat';

/** Whose link this is: the application, and the person in it (a team member) it was issued to. */
export interface LinkHolder {
  application: ApplicationRow;
  person: Person;
  /** Everyone the application speaks for (a team's members, in order). */
  people: Person[];
  role: Role;
}

// Stands in for a missing token so that a miss runs the same queries as a hit (same time to answer).
const NOBODY: ApplicationRow = { id: -1, kind: 'bootcamp', recordId: -1, edition: null, status: 'submitted', name: '', email: null };

/** Read in place of a missing holder, so that an unknown token costs the queries of a known one. */
const NOBODY_PERSON: Person = { memberId: null, name: '', email: null, leader: true };
export const NOBODY_HOLDER: LinkHolder = { application: NOBODY, person: NOBODY_PERSON, people: [NOBODY_PERSON], role: 'applicant' };

/** The holder of a private link, or undefined; unknown tokens cost the same queries as known ones. */
export async function findHolder(db: Db, token: string): Promise<LinkHolder | undefined> {
  const [hit] = await db
    .select({ application: applications, memberId: applicantTokens.memberId })
    .from(applicantTokens)
    .innerJoin(applications, eq(applications.id, applicantTokens.applicationId))
    .where(eq(applicantTokens.tokenHash, tokenHashOf(token)));
  const application = hit?.application ?? NOBODY;
  const people = await peopleOf(db, application);
  const person = people.find((candidate) => candidate.memberId === (hit?.memberId ?? null)) ?? people[0];
  if (!hit || !person) return undefined;
  const role: Role = application.kind !== 'hackathon' ? 'applicant' : person.leader ? 'leader' : 'member';
  return { application, person, people, role };
}

/** Files are shown by name only: their ids open them for organisers, not for links. */
function withFileNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFileNames);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.mediaId === 'string') return { name: record.name };
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withFileNames(item)]));
}

/** A team member sees the team's answers and their own row; the leader, who entered them, sees every row. */
function answersFor(holder: LinkHolder, data: Record<string, unknown>, position: number): Record<string, unknown> {
  if (holder.role !== 'member' || !Array.isArray(data.members)) return data;
  return { ...data, members: [data.members[position]].filter(Boolean) };
}

/** The status as this person lives it: a team is checked in member by member. */
const personalStatus = (status: Status, checkedInAt: Date | null): Status =>
  checkedInAt ? 'checked_in' : status === 'checked_in' ? 'confirmed' : status;

function actionsOf(holder: LinkHolder, status: Status): ApplicantAction[] {
  return movesFrom(status, 'applicant').flatMap((to): ApplicantAction[] => {
    if (to === 'withdrawn') return ['withdraw'];
    if (to === 'declined') return holder.role === 'member' ? [] : ['decline'];
    if (holder.application.kind === 'bootcamp') return ['confirm-seat'];
    return holder.role === 'member' ? [] : ['confirm'];
  });
}

/** GET /applications/{token}: what the applicant's private page shows, its sentences in the page's language. */
export async function applicantView(db: Db, holder: LinkHolder, language: Language = SOURCE_LANGUAGE) {
  const { application, person } = holder;
  const record = await recordOf(db, application.kind, application.recordId);
  const history = await db
    .select()
    .from(statusHistory)
    .where(eq(statusHistory.applicationId, application.id))
    .orderBy(asc(statusHistory.id));
  const [code] = await db
    .select()
    .from(checkInCodes)
    .where(and(eq(checkInCodes.applicationId, application.id), sql`coalesce(${checkInCodes.memberId}, 0) = ${person.memberId ?? 0}`));
  const settings = await readSettings(db);
  const status = personalStatus(application.status as Status, code?.checkedInAt ?? null);
  const data = (record?.data ?? {}) as Record<string, unknown>;
  const position = holder.people.findIndex((candidate) => candidate.memberId === person.memberId);
  const deadline = settings.confirmationDeadline;
  return {
    kind: application.kind as Kind,
    id: application.recordId,
    formId: formOfKind(application.kind),
    status,
    submittedAt: (record?.createdAt ?? new Date(0)).toISOString(),
    name: person.name,
    role: holder.role,
    ...(application.kind === 'hackathon' ? { teamName: application.name } : {}),
    answers: withFileNames(answersFor(holder, data, position)),
    history: history.map((row) => ({
      from: row.fromStatus,
      to: row.toStatus,
      at: row.createdAt.toISOString(),
      // Organisers' names and notes are theirs; the applicant sees who in general.
      by: row.actor === 'applicant' || row.actor === 'door' ? row.actor : 'organisers',
    })),
    nextStep: nextStepOf(application.kind, holder.role, status, deadline, language),
    actions: actionsOf(holder, status),
    checkInCode: status === 'confirmed' || status === 'checked_in' ? (code?.code ?? null) : null,
    ...(application.kind === 'bootcamp' && status === 'accepted'
      ? {
          confirmation: {
            formId: 'bootcamp-confirmation',
            deadline: deadline ?? null,
            prefill: {
              name: data.name_en ?? '',
              email: data.email ?? '',
              national: data.national_id ?? '',
              phone_number: data.phone_number ?? '',
            },
          },
        }
      : {}),
  };
}
