import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoorPerson } from '../admin/check-in-search';
import { checkInCodes } from '../db/schema';
import { applyToBootcamp, confirmationOf, move, registerTeam } from '../test-support/lifecycle';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const search = async (q: string) => {
  const response = await get(`/admin/check-in/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DoorPerson[];
};

/** A bootcamp applicant accepted, then confirmed with the form in a slot. */
async function confirmedApplicant(n: number, slotId = '1') {
  const applicant = await applyToBootcamp(t, n);
  await move(t, applicant.application.id, 'accepted');
  const payload = confirmationOf(applicant, slotId);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload });
  expect(response.statusCode, response.body).toBe(201);
  return applicant;
}

describe('GET /admin/check-in/search', () => {
  let first: Awaited<ReturnType<typeof confirmedApplicant>>;
  beforeAll(async () => {
    first = await confirmedApplicant(1);
    await move(t, (await applyToBootcamp(t, 11)).application.id, 'accepted'); // "Applicant Number 11", accepted only
  });

  it('finds a confirmed person by name or e-mail, ignoring case, and answers only what the door needs', async () => {
    const response = await get('/admin/check-in/search?q=NUMBER%201');
    const people = response.json().data;
    const code = expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(people).toEqual([{ code, name: 'Applicant Number 1', kind: 'bootcamp', status: 'confirmed' }]);
    expect(response.body).not.toContain(first.national);
    expect(response.body).not.toContain(first.email);
    expect(response.body).not.toContain('media');
    expect(await search('applicant.1@EXAMPLE')).toEqual(people);
    expect(await search('number 11')).toEqual([]); // accepted, not confirmed: no code yet
    expect(await search('%%')).toEqual([]); // a literal search, not "anything"
  });

  it('shows a person checked in, with when, after their scan', async () => {
    const [person] = await search('Number 1');
    const scan = await t.app.inject({ method: 'POST', url: '/api/v1/admin/check-in', headers: auth, payload: { code: person!.code } });
    expect(scan.statusCode).toBe(200);
    expect(await search('Number 1')).toEqual([{ ...person, status: 'checked_in', checkedInAt: expect.any(String) }]);
  });

  it('finds each member of a confirmed team with the team name, member by member', async () => {
    const team = await registerTeam(t, 3);
    await move(t, team.application.id, 'accepted');
    await move(t, team.application.id, 'confirmed', 'applicant');
    const [member] = await search('youssef');
    const youssef = { name: 'Youssef Tarek Mansour', kind: 'hackathon', teamName: 'Cairo Stargazers', status: 'confirmed' };
    expect(member).toEqual({ code: expect.any(String), ...youssef });
    expect(await search('youssef.tarek@')).toEqual([member]); // the member's own address
  });

  it('answers at most 20 people, by name', async () => {
    // More people than a team holds, as codes of the confirmed team (the fixture makes one team per app).
    const [member] = await search('youssef');
    const [code] = await t.deps.db.select().from(checkInCodes).where(eq(checkInCodes.code, member!.code));
    const crowd = Array.from({ length: 25 }, (_, i) => ({
      code: `CRWD-${String(i).padStart(4, '0')}`,
      applicationId: code!.applicationId,
      memberId: 10_000 + i,
      name: `Crowd Person ${String(24 - i).padStart(2, '0')}`, // written in reverse order
    }));
    await t.deps.db.insert(checkInCodes).values(crowd);
    const found = await search('crowd');
    expect(found).toHaveLength(20);
    expect(found.map((person) => person.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Crowd Person ${String(i).padStart(2, '0')}`));
  });

  it('asks for at least two characters (422 on q), refuses a missing q (400) and a missing token (401)', async () => {
    for (const q of ['a', '  b  ', '']) {
      const response = await get(`/admin/check-in/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(422);
      expect(response.json().errors.q[0]).toMatch(/at least 2/);
    }
    expect((await get('/admin/check-in/search')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/admin/check-in/search?q=number' })).statusCode).toBe(401);
  });
});

describe('GET /admin/slots/{id}/seats', () => {
  it('lists who confirmed a seat in the slot, with the application id the console opens', async () => {
    const applicant = await confirmedApplicant(20, '2');
    const response = await get('/admin/slots/2/seats');
    expect(response.statusCode).toBe(200);
    const seat = { applicationId: applicant.id, name: 'Applicant Number 20', email: applicant.email, confirmedAt: expect.any(String) };
    expect(response.json()).toEqual({ data: [seat] });
    const detail = await get(`/admin/applications/bootcamp/${response.json().data[0].applicationId}`);
    expect(detail.json().data.name).toBe('Applicant Number 20');
    expect((await get('/admin/slots/3/seats')).json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown slot, 400 for a malformed id, 401 without the token', async () => {
    expect((await get('/admin/slots/99/seats')).statusCode).toBe(404);
    expect((await get('/admin/slots/abc/seats')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/admin/slots/1/seats' })).statusCode).toBe(401);
  });
});
