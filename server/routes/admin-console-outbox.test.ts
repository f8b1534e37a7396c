import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkInCodes, outbox } from '../db/schema';
import { enqueueMail } from '../mail/enqueue';
import { startOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { createMailTransport, type MailSender } from '../mail/transport';
import { applyToBootcamp, confirmationOf, linksOf, mailsOf, move, registerTeam } from '../test-support/lifecycle';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let sink: SmtpSink;
let transport: MailSender & { close?: () => void };
let worker: OutboxWorker;
let wakes = 0;
beforeAll(async () => {
  t = await createTestApp({ onMailQueued: () => (wakes += 1) });
  sink = await startSmtpSink();
  transport = createMailTransport(sink.url);
  // Polls once an hour: the tests deliver with drain().
  worker = startOutboxWorker({ db: t.deps.db, transport, from: 'Space Apps Cairo <no-reply@example.test>', pollMs: 3_600_000 });
});
afterAll(async () => {
  await worker.stop();
  transport.close?.();
  await sink.close();
  await t.close();
});
beforeEach(() => {
  sink.clear();
  sink.setFailing(null);
});

const resend = (id: number | string) => t.app.inject({ method: 'POST', url: `/api/v1/admin/outbox/${id}/resend`, headers: auth });
const messageRow = async (id: number) => (await t.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const privatePage = (token: string) => t.app.inject({ url: `/api/v1/applications/${token}` });
const LINK = /\/application\/([A-Za-z0-9_-]{43})/;

describe('POST /admin/outbox/{id}/resend', () => {
  it('queues a failed message again with its attempts reset, wakes the worker, and it is delivered', async () => {
    const applicant = await applyToBootcamp(t, 1);
    sink.setFailing(550); // a permanent refusal: failed at once
    await worker.drain();
    const [received] = await mailsOf(t, applicant.application.id);
    expect(received).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });

    sink.setFailing(null);
    const before = wakes;
    const response = await resend(received!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: received!.id, status: 'queued' } });
    expect(wakes).toBe(before + 1);
    expect(await messageRow(received!.id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(await worker.drain()).toBe(1);
    expect(sink.messages.map((message) => message.to)).toEqual([[applicant.email]]);
    expect(await messageRow(received!.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('writes a sent message afresh for the same person, with a new private link that works', async () => {
    const applicant = await applyToBootcamp(t, 2);
    const [first] = await linksOf(t, applicant.application.id, 'received');
    await worker.drain();
    const [sent] = await mailsOf(t, applicant.application.id);
    expect(sent!.status).toBe('sent');

    const response = await resend(sent!.id);
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect(id).not.toBe(sent!.id);
    const fresh = await messageRow(id);
    expect(fresh).toMatchObject({ template: 'received', toAddress: applicant.email, subject: sent!.subject, status: 'queued' });
    expect(fresh.applicationId).toBe(applicant.application.id);
    const token = LINK.exec(fresh.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(first!.token);
    const page = await privatePage(token!);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ kind: 'bootcamp', id: applicant.id, status: 'submitted' });

    sink.clear();
    expect(await worker.drain()).toBe(1);
    expect(sink.messages.map((message) => message.to)).toEqual([[applicant.email]]);
    expect(sink.messages[0]!.text).toContain(token);
  });

  it('refuses a queued message (on its way), an unknown id and a malformed one', async () => {
    const applicant = await applyToBootcamp(t, 3);
    const [queued] = await mailsOf(t, applicant.application.id);
    const response = await resend(queued!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/on its way/);
    expect((await resend(999_999)).statusCode).toBe(404);
    expect((await resend('abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/outbox/${queued!.id}/resend` })).statusCode).toBe(401);
    await worker.drain();
  });

  it('refuses to write again a sent message of no application', async () => {
    const vars = { name: 'Someone', applicationLabel: 'the bootcamp', statusLink: 'http://localhost:3000/application/x' };
    await enqueueMail(t.deps.db, t.deps.mail, { template: 'received', to: 'someone@example.com', applicationId: null, vars });
    await worker.drain();
    const [orphan] = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'someone@example.com'));
    expect(orphan!.status).toBe('sent');
    const response = await resend(orphan!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no application/);
  });

  it('refuses a decision the application has moved away from', async () => {
    const applicant = await applyToBootcamp(t, 4);
    await move(t, applicant.application.id, 'accepted');
    await worker.drain();
    await move(t, applicant.application.id, 'rejected');
    const accepted = (await mailsOf(t, applicant.application.id)).find((mail) => mail.template === 'accepted')!;
    const response = await resend(accepted.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The application is rejected now, so this e-mail would no longer be true.');
    const rejected = (await mailsOf(t, applicant.application.id)).find((mail) => mail.template === 'rejected')!;
    await worker.drain();
    expect((await resend(rejected.id)).statusCode).toBe(201); // still true
    await worker.drain();
  });

  it('sends a confirmed person their own check-in code again, not a new one', async () => {
    const applicant = await applyToBootcamp(t, 5);
    await move(t, applicant.application.id, 'accepted');
    const confirmation = await t.app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload: confirmationOf(applicant) });
    expect(confirmation.statusCode).toBe(201);
    await worker.drain();
    const codes = await t.deps.db.select().from(checkInCodes).where(eq(checkInCodes.applicationId, applicant.application.id));
    expect(codes).toHaveLength(1);
    const confirmed = (await mailsOf(t, applicant.application.id)).find((mail) => mail.template === 'confirmed')!;
    const response = await resend(confirmed.id);
    expect(response.statusCode).toBe(201);
    expect((await messageRow(response.json().data.id)).textBody).toContain(codes[0]!.code);
    expect(await t.deps.db.select().from(checkInCodes).where(eq(checkInCodes.applicationId, applicant.application.id))).toEqual(codes);
    await worker.drain();
  });

  it("writes a team member's welcome again to that member only, with their own link", async () => {
    const team = await registerTeam(t, 3);
    await worker.drain();
    const welcomes = await t.deps.db.select().from(outbox).where(eq(outbox.applicationId, team.application.id)).orderBy(asc(outbox.id));
    const second = welcomes[1]!;
    const response = await resend(second.id);
    expect(response.statusCode).toBe(201);
    const fresh = await messageRow(response.json().data.id);
    expect(fresh.toAddress).toBe(second.toAddress);
    expect(await mailsOf(t, team.application.id)).toHaveLength(4); // three welcomes and this one
    const page = (await privatePage(LINK.exec(fresh.textBody!)![1]!)).json().data;
    expect(page.role).toBe('member');
    await worker.drain();
  });
});
