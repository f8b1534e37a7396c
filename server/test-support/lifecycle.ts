import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications, outbox } from '../db/schema';
import { changeStatus } from '../lifecycle/change-status';
import type { Actor, Status } from '../lifecycle/statuses';
import { bootcampEntries, confirmationAnswers, teamAnswers } from './answers';
import { formEntries, postMultipart } from './requests';
import type { TestApp } from './test-app';

const LINK = /\/application\/([A-Za-z0-9_-]{43})/;

/** The lifecycle row of a stored submission. */
export async function applicationOf(t: TestApp, kind: string, recordId: number) {
  const [row] = await t.deps.db
    .select()
    .from(applications)
    .where(and(eq(applications.kind, kind), eq(applications.recordId, recordId)));
  expect(row, `no application ${kind}/${recordId}`).toBeDefined();
  return row!;
}

/** A bootcamp application with its own e-mail and national ID; answers the stored row's id. */
export async function applyToBootcamp(t: TestApp, n: number) {
  const email = `applicant.${n}@example.com`;
  const national = `3000101${String(n).padStart(7, '0')}`;
  const response = await postMultipart(
    t.app,
    '/api/v1/bootcamp-participants',
    bootcampEntries({ email, national_id: national, name_en: `Applicant Number ${n}` }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id as number;
  return { id, email, national, application: await applicationOf(t, 'bootcamp', id) };
}

/** A team of `count` members (the fixture's people; one team per test app). */
export async function registerTeam(t: TestApp, count = 3) {
  const response = await postMultipart(t.app, '/api/v1/hackathon-registration', formEntries(teamAnswers({}, count)));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id as number;
  return { id, application: await applicationOf(t, 'hackathon', id) };
}

/** Moves an application as an organiser (or the door) would, straight through the lifecycle. */
export function move(t: TestApp, applicationId: number, to: Status, actor: Actor = 'organiser') {
  return t.deps.db.transaction((tx) => changeStatus(tx, t.deps, applicationId, { to, actor, by: actor }));
}

/** The queued e-mails of an application, oldest first. */
export function mailsOf(t: TestApp, applicationId: number) {
  return t.deps.db.select().from(outbox).where(eq(outbox.applicationId, applicationId)).orderBy(asc(outbox.id));
}

/** The private-link token each queued e-mail of a template carries, in queue order. */
export async function linksOf(t: TestApp, applicationId: number, template: string): Promise<{ to: string; token: string }[]> {
  const mails = (await mailsOf(t, applicationId)).filter((mail) => mail.template === template);
  return mails.map((mail) => ({ to: mail.toAddress, token: LINK.exec(mail.textBody ?? '')?.[1] ?? '' }));
}

/** The confirmation form's answers for an applicant of applyToBootcamp. */
export const confirmationOf = (applicant: { email: string; national: string }, slotId = '1') =>
  confirmationAnswers({ email: applicant.email, national: applicant.national, slot_id: slotId });
