import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantTokens, statusHistory } from '../db/schema';
import { applyToBootcamp, linksOf, mailsOf, move, registerTeam } from '../test-support/lifecycle';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const view = (token: string) => t.app.inject({ url: `/api/v1/applications/${token}` });
const act = (token: string, action: string) => t.app.inject({ method: 'POST', url: `/api/v1/applications/${token}/${action}` });

describe('a stored bootcamp application', () => {
  it('starts submitted, with a history row and a received e-mail carrying a private link', async () => {
    const applicant = await applyToBootcamp(t, 1);
    expect(applicant.application).toMatchObject({ status: 'submitted', name: 'Applicant Number 1', email: 'applicant.1@example.com' });
    const history = await t.deps.db.select().from(statusHistory).where(eq(statusHistory.applicationId, applicant.application.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.actor])).toEqual([[null, 'submitted', 'applicant']]);
    const [mail] = await mailsOf(t, applicant.application.id);
    expect(mail).toMatchObject({ template: 'received', toAddress: 'applicant.1@example.com', status: 'queued' });
    expect(mail!.textBody).not.toContain(applicant.national); // no national ID in e-mail
    const [link] = await linksOf(t, applicant.application.id, 'received');
    // Only the hash is stored.
    const stored = await t.deps.db.select().from(applicantTokens).where(eq(applicantTokens.applicationId, applicant.application.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(link!.token)]);
  });

  it('shows the private page: status, next step, answers with files by name, history, actions', async () => {
    const applicant = await applyToBootcamp(t, 2);
    const [link] = await linksOf(t, applicant.application.id, 'received');
    const response = await view(link!.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      kind: 'bootcamp',
      id: applicant.id,
      formId: 'bootcamp',
      status: 'submitted',
      role: 'applicant',
      actions: ['withdraw'],
      checkInCode: null,
    });
    expect(data.nextStep).toMatch(/reviewing/);
    expect(data.answers.national_id_front).toEqual({ name: 'front.png' });
    expect(data.history).toEqual([{ from: null, to: 'submitted', at: expect.any(String), by: 'applicant' }]);
    expect(data.confirmation).toBeUndefined();
  });

  it('answers 404 for unknown, malformed and almost-right tokens', async () => {
    const applicant = await applyToBootcamp(t, 3);
    const [link] = await linksOf(t, applicant.application.id, 'received');
    const almost = `${link!.token.slice(0, -1)}${link!.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [almost, 'x', 'A'.repeat(43), '%00', 'a'.repeat(90)]) {
      const response = await view(encodeURIComponent(token));
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toMatch(/link is not valid/);
    }
  });

  it('lets the applicant withdraw once, and never after a decision', async () => {
    const applicant = await applyToBootcamp(t, 4);
    const [link] = await linksOf(t, applicant.application.id, 'received');
    expect((await act(link!.token, 'decline')).statusCode).toBe(409); // not accepted
    const withdrawn = await act(link!.token, 'withdraw');
    expect(withdrawn.json()).toEqual({ data: { status: 'withdrawn' } });
    // A second click changes nothing and writes no history.
    expect((await act(link!.token, 'withdraw')).json()).toEqual({ data: { status: 'withdrawn' } });
    const refused = await act(link!.token, 'decline');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This application is withdrawn; it cannot become declined.');
    expect((await view(link!.token)).json().data.history.map((row: { to: string }) => row.to)).toEqual(['submitted', 'withdrawn']);
    expect((await view(link!.token)).json().data).toMatchObject({ status: 'withdrawn', actions: [] });
  });

  it('offers the accepted applicant the confirmation form, prefilled, with a fresh link in the accepted e-mail', async () => {
    const applicant = await applyToBootcamp(t, 5);
    await move(t, applicant.application.id, 'accepted');
    const [accepted] = await linksOf(t, applicant.application.id, 'accepted');
    expect(accepted!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = (await mailsOf(t, applicant.application.id)).find((row) => row.template === 'accepted');
    expect(mail!.textBody).toContain(`/bootcamp-confirmation?token=${accepted!.token}`);
    const data = (await view(accepted!.token)).json().data;
    expect(data).toMatchObject({ status: 'accepted', actions: ['confirm-seat', 'decline'] });
    expect(data.confirmation.prefill).toEqual({
      name: 'Applicant Number 5',
      email: applicant.email,
      national: applicant.national,
      phone_number: '01012345678',
    });
    // Bootcamp seats are taken with the form, not with the team's confirm endpoint.
    expect((await act(accepted!.token, 'confirm')).statusCode).toBe(403);
    expect((await act(accepted!.token, 'decline')).json()).toEqual({ data: { status: 'declined' } });
  });
});

describe('a team', () => {
  it('welcomes each member with a link of their own; members see their own row, the leader confirms for all', async () => {
    const team = await registerTeam(t, 3);
    const welcomes = await linksOf(t, team.application.id, 'team-welcome');
    expect(welcomes.map((mail) => mail.to)).toEqual(['mariam.adel@example.com', 'youssef.tarek@example.com', 'nour.hassan@example.com']);
    expect(new Set(welcomes.map((mail) => mail.token)).size).toBe(3);
    const [leader, member] = welcomes;
    const memberView = (await view(member!.token)).json().data;
    expect(memberView).toMatchObject({ kind: 'hackathon', role: 'member', teamName: 'Cairo Stargazers', name: 'Youssef Tarek Mansour' });
    expect(memberView.answers.members.map((row: { name: string }) => row.name)).toEqual(['Youssef Tarek Mansour']);
    expect((await view(leader!.token)).json().data.answers.members).toHaveLength(3);

    await move(t, team.application.id, 'accepted');
    const accepted = await linksOf(t, team.application.id, 'accepted');
    expect(accepted).toHaveLength(3);
    expect((await act(accepted[1]!.token, 'confirm')).statusCode).toBe(403); // a member's link
    expect((await view(accepted[0]!.token)).json().data.actions).toEqual(['confirm', 'decline']);
    expect((await act(accepted[0]!.token, 'confirm')).json()).toEqual({ data: { status: 'confirmed' } });

    const confirmed = (await mailsOf(t, team.application.id)).filter((mail) => mail.template === 'confirmed');
    expect(confirmed.map((mail) => mail.toAddress)).toEqual(welcomes.map((mail) => mail.to));
    const codes = await Promise.all(welcomes.map(async (mail) => (await view(mail.token)).json().data.checkInCode as string));
    expect(new Set(codes).size).toBe(3);
    codes.forEach((code, index) => expect(confirmed[index]!.textBody).toContain(code));
  });
});

describe('logs', () => {
  it('never carry a private link', async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const logged = await t.another({ logLevel: 'info', logStream });
    const applicant = await applyToBootcamp(t, 6);
    const [link] = await linksOf(t, applicant.application.id, 'received');
    await logged.inject({ url: `/api/v1/applications/${link!.token}` });
    await logged.inject({ method: 'POST', url: `/api/v1/applications/${link!.token}/withdraw` });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(link!.token);
    expect(lines.join('\n')).toContain('/api/v1/applications/:token');
  });
});
