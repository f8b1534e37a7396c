import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema';
import { STATUSES } from '../lifecycle/statuses';
import { applyToBootcamp, confirmationOf, linksOf, registerTeam } from '../test-support/lifecycle';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const decide = (kind: string, id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/${kind}/${id}`, headers: auth, payload: { status } });
const scan = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/admin/check-in', headers: auth, payload: { code } });
const detail = async (kind: string, id: number) => (await get(`/admin/applications/${kind}/${id}`)).json().data;

/** A bootcamp applicant accepted and confirmed; answers their check-in code. */
async function confirmedApplicant(n: number) {
  const applicant = await applyToBootcamp(t, n);
  expect((await decide('bootcamp', applicant.id, 'accepted')).statusCode).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload: confirmationOf(applicant) })).statusCode,
  ).toBe(201);
  const [person] = (await detail('bootcamp', applicant.id)).checkIns as { code: string }[];
  return { ...applicant, code: person!.code };
}

describe('POST /admin/check-in', () => {
  it('checks a confirmed applicant in on the first scan, as typed or scanned', async () => {
    const applicant = await confirmedApplicant(1);
    const response = await scan(` ${applicant.code.replace('-', '').toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Applicant Number 1', kind: 'bootcamp', status: 'checked_in' } });
    expect(response.body).not.toContain(applicant.national); // the door never sees national IDs
    const data = await detail('bootcamp', applicant.id);
    expect(data.status).toBe('checked_in');
    expect(data.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'checked_in', by: 'door' });
    expect(data.checkIns).toEqual([{ name: 'Applicant Number 1', code: applicant.code, checkedInAt: expect.any(String) }]);
  });

  it('says when on a second scan and changes nothing', async () => {
    const applicant = await confirmedApplicant(2);
    expect((await scan(applicant.code)).json().data.alreadyCheckedInAt).toBeUndefined();
    const before = await detail('bootcamp', applicant.id);
    const again = await scan(applicant.code);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      name: 'Applicant Number 2',
      kind: 'bootcamp',
      status: 'checked_in',
      alreadyCheckedInAt: before.checkIns[0].checkedInAt,
    });
    expect(await detail('bootcamp', applicant.id)).toEqual(before);
  });

  it('lets exactly one of several phones scanning the same code at once check the person in', async () => {
    const applicant = await confirmedApplicant(3);
    const answers = (await Promise.all(Array.from({ length: 6 }, () => scan(applicant.code)))).map((response) => response.json().data);
    expect(answers.filter((data) => data.alreadyCheckedInAt === undefined)).toHaveLength(1);
    expect(answers.filter((data) => typeof data.alreadyCheckedInAt === 'string')).toHaveLength(5);
    expect((await detail('bootcamp', applicant.id)).history.filter((row: { to: string }) => row.to === 'checked_in')).toHaveLength(1);
  });

  it('answers 404 for an unknown code, 400 for none, 401 without the token', async () => {
    const unknown = await scan('ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not known/);
    expect((await scan('')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/check-in', payload: { code: 'ZZZZ-ZZZZ' } })).statusCode).toBe(401);
  });

  it('checks a team in member by member: the team at its first member, each later member on their own', async () => {
    const team = await registerTeam(t);
    expect((await decide('hackathon', team.id, 'accepted')).statusCode).toBe(200);
    const [leader] = await linksOf(t, team.application.id, 'accepted');
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/applications/${leader!.token}/confirm` })).statusCode).toBe(200);
    const people = (await detail('hackathon', team.id)).checkIns as { name: string; code: string }[];
    expect(people.map((person) => person.name)).toEqual(['Mariam Adel Farouk', 'Youssef Tarek Mansour', 'Nour El Din Hassan']);

    const first = await scan(people[1]!.code);
    expect(first.json().data).toEqual({
      name: 'Youssef Tarek Mansour',
      kind: 'hackathon',
      teamName: 'Cairo Stargazers',
      status: 'checked_in',
    });
    let data = await detail('hackathon', team.id);
    expect(data.status).toBe('checked_in');
    expect(data.checkIns.map((person: { checkedInAt: string | null }) => person.checkedInAt !== null)).toEqual([false, true, false]);
    const historyLength = data.history.length;

    expect((await scan(people[0]!.code)).json().data.alreadyCheckedInAt).toBeUndefined();
    data = await detail('hackathon', team.id);
    expect(data.checkIns.map((person: { checkedInAt: string | null }) => person.checkedInAt !== null)).toEqual([true, true, false]);
    expect(data.history).toHaveLength(historyLength); // the team was in already
  });
});

describe('GET /admin/outbox', () => {
  it('lists messages newest first with the total, filtered by status', async () => {
    const applicant = await applyToBootcamp(t, 40);
    await decide('bootcamp', applicant.id, 'rejected');
    const response = await get('/admin/outbox?pageSize=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      to: applicant.email,
      subject: expect.any(String),
      template: 'rejected',
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(body.data[1]).toMatchObject({ to: applicant.email, template: 'received' });
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    const queued = (await get('/admin/outbox?status=queued')).json();
    expect(queued.total).toBe(body.total);
    expect((await get('/admin/outbox?status=sent')).json()).toMatchObject({ data: [], total: 0 });
    expect((await get('/admin/outbox?status=lost')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/admin/outbox' })).statusCode).toBe(401);
  });
});

describe('GET /admin/stats', () => {
  it('counts every status, submissions per Cairo day and the answers of the choice fields', async () => {
    const response = await get('/admin/stats?kind=bootcamp');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const listed = (await get('/admin/applications?kind=bootcamp&pageSize=200')).json();
    expect(data.kind).toBe('bootcamp');
    expect(Object.keys(data.byStatus)).toEqual([...STATUSES]);
    expect(data.total).toBe(listed.total);
    expect(data.byStatus.rejected).toBe(1);
    expect(data.byStatus.withdrawn).toBe(0);
    const cairoDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(iso));
    expect(data.perDay).toEqual([{ day: cairoDay(listed.data[0].submittedAt), count: listed.total }]);

    const breakdown = (field: string) => data.breakdowns.find((row: { field: string }) => row.field === field);
    // Fixed options (governorate), a server list (nationality) and a multiple choice (skills): every applicant answered alike.
    expect(breakdown('governorate').counts.find((row: { value: string }) => row.value === 'Cairo')).toEqual({
      value: 'Cairo',
      label: 'Cairo',
      count: listed.total,
    });
    expect(breakdown('governorate').counts.filter((row: { count: number }) => row.count > 0)).toHaveLength(1);
    expect(breakdown('nationality_id')).toMatchObject({ label: expect.any(String) });
    expect(breakdown('nationality_id').counts[0]).toEqual({ value: '1', label: expect.any(String), count: listed.total });
    const skills = breakdown('technical-skills').counts.filter((row: { count: number }) => row.count > 0);
    expect(skills.map((row: { value: string; count: number }) => [row.value, row.count])).toEqual([
      ['1', listed.total],
      ['2', listed.total],
    ]);
    expect(breakdown('name_en')).toBeUndefined(); // free text is no breakdown
  });

  it('counts a submission at 00:30 Cairo time on its Cairo day', async () => {
    const applicant = await applyToBootcamp(t, 41);
    await t.deps.db
      .update(applications)
      .set({ createdAt: new Date('2025-09-10T21:30:00Z') })
      .where(eq(applications.id, applicant.application.id));
    const { data } = (await get('/admin/stats?kind=bootcamp')).json();
    expect(data.perDay[0]).toEqual({ day: '2025-09-11', count: 1 }); // 00:30 on the 11th in Cairo (UTC+3)
  });

  it('breaks teams down by their own choice fields, 404 for an unknown kind', async () => {
    const { data } = (await get('/admin/stats?kind=hackathon')).json();
    expect(data).toMatchObject({ kind: 'hackathon', total: 1, perDay: [expect.any(Object)] });
    expect(data.breakdowns.map((row: { field: string }) => row.field)).toContain('challenge_id');
    expect(data.breakdowns.map((row: { field: string }) => row.field)).not.toContain('team_leader_id'); // chosen among the members, not options
    expect((await get('/admin/stats?kind=nothing')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/admin/stats?kind=bootcamp' })).statusCode).toBe(401);
  });
});
