import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movesFrom, ORGANISER_STATUSES, STATUSES } from '../lifecycle/statuses';
import { applicationOf, applyToBootcamp, linksOf, registerTeam } from '../test-support/lifecycle';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const patch = (kind: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/${kind}/${id}`, headers: auth, payload });
const bulk = (kind: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/applications/${kind}/bulk`, headers: auth, payload });
const detail = async (kind: string, id: number) => (await get(`/admin/applications/${kind}/${id}`)).json().data;

describe('PATCH /admin/applications/{kind}/{id}', () => {
  it('makes every organiser move of the table, and nothing else', async () => {
    const { id, application } = await applyToBootcamp(t, 30);
    let changes = 0;
    for (const from of ORGANISER_STATUSES) {
      for (const to of movesFrom(from, 'organiser')) {
        const current = (await detail('bootcamp', id)).status;
        if (current !== from) {
          expect((await patch('bootcamp', id, { status: from })).statusCode).toBe(200);
          changes += 1;
        }
        const response = await patch('bootcamp', id, { status: to, note: `${from} to ${to}` });
        expect(response.statusCode, `${from} → ${to}`).toBe(200);
        expect(response.json()).toEqual({ data: { status: to } });
        changes += 1;
      }
    }
    expect(changes).toBeGreaterThanOrEqual(12); // the four decisions reach each other: 12 moves
    expect((await detail('bootcamp', id)).history).toHaveLength(changes + 1);
    expect((await applicationOf(t, 'bootcamp', id)).id).toBe(application.id);
    // The applicant's and the door's moves are theirs.
    await patch('bootcamp', id, { status: 'accepted' });
    for (const to of STATUSES.filter((status) => !ORGANISER_STATUSES.includes(status))) {
      const refused = await patch('bootcamp', id, { status: to });
      expect(refused.statusCode, to).toBe(409);
      expect(refused.json().errors).toEqual({ status: ['The current status is accepted.'] });
    }
  });

  it('sets the same status without a history row, and refuses words that are no status', async () => {
    const { id } = await applyToBootcamp(t, 31);
    expect((await patch('bootcamp', id, { status: 'submitted' })).json()).toEqual({ data: { status: 'submitted' } });
    expect((await detail('bootcamp', id)).history).toHaveLength(1);
    expect((await patch('bootcamp', id, { status: 'approved' })).statusCode).toBe(400);
    expect((await patch('bootcamp', id, {})).statusCode).toBe(400);
    expect((await patch('bootcamp', 999999, { status: 'accepted' })).statusCode).toBe(404);
  });

  it('refuses to accept an application the applicant withdrew', async () => {
    const applicant = await applyToBootcamp(t, 32);
    const [link] = await linksOf(t, applicant.application.id, 'received');
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/applications/${link!.token}/withdraw` })).statusCode).toBe(200);
    const response = await patch('bootcamp', applicant.id, { status: 'accepted' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/withdrawn/);
    expect((await detail('bootcamp', applicant.id)).status).toBe('withdrawn');
  });

  it('answers when its transaction waited past the 2 s settings cache (the e-mail reads through the transaction)', async () => {
    const { id } = await applyToBootcamp(t, 34);
    await get('/settings');
    const db = t.deps.db as unknown as { transaction: (run: unknown) => Promise<unknown> };
    const transaction = db.transaction;
    // As if queued behind other transactions: a read through deps.db inside would then wait for itself (PGlite).
    db.transaction = async (run: unknown) => {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      return transaction.call(db, run);
    };
    try {
      const answer = await Promise.race([
        patch('bootcamp', id, { status: 'accepted' }),
        new Promise((resolve) => setTimeout(() => resolve('no answer'), 8000)),
      ]);
      expect((answer as { statusCode: number }).statusCode).toBe(200);
    } finally {
      db.transaction = transaction;
    }
  }, 15_000);

  it('queues the accepted e-mail to the applicant, and one per member for a team', async () => {
    const applicant = await applyToBootcamp(t, 33);
    await patch('bootcamp', applicant.id, { status: 'accepted' });
    const accepted = (await linksOf(t, applicant.application.id, 'accepted')).map((mail) => mail.to);
    expect(accepted).toEqual([applicant.email]);
    const team = await registerTeam(t);
    expect((await patch('hackathon', team.id, { status: 'accepted' })).statusCode).toBe(200);
    const emails = (await detail('hackathon', team.id)).emails as { template: string; to: string }[];
    expect(emails.filter((mail) => mail.template === 'accepted').map((mail) => mail.to)).toEqual([
      'mariam.adel@example.com',
      'youssef.tarek@example.com',
      'nour.hassan@example.com',
    ]);
    expect(emails.filter((mail) => mail.template === 'team-welcome')).toHaveLength(3);
  });
});

describe('POST /admin/applications/{kind}/bulk', () => {
  it('changes the good ids and lists each refusal with its reason', async () => {
    const a = await applyToBootcamp(t, 40);
    const b = await applyToBootcamp(t, 41);
    const withdrawn = await applyToBootcamp(t, 42);
    const [link] = await linksOf(t, withdrawn.application.id, 'received');
    await t.app.inject({ method: 'POST', url: `/api/v1/applications/${link!.token}/withdraw` });
    await patch('bootcamp', b.id, { status: 'rejected' });
    const response = await bulk('bootcamp', { ids: [a.id, b.id, withdrawn.id, 999999, a.id], status: 'rejected', note: 'No seats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        changed: 1, // b was rejected already; a counted once
        refused: [
          { id: withdrawn.id, reason: expect.stringMatching(/withdrawn/) },
          { id: 999999, reason: 'There is no application with this id.' },
        ],
      },
    });
    expect((await detail('bootcamp', a.id)).history.at(-1)).toMatchObject({ from: 'submitted', to: 'rejected', note: 'No seats' });
  });

  it('refuses empty, oversized and malformed lists', async () => {
    expect((await bulk('bootcamp', { ids: [], status: 'accepted' })).statusCode).toBe(400);
    expect((await bulk('bootcamp', { ids: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'accepted' })).statusCode).toBe(400);
    expect((await bulk('bootcamp', { ids: ['x'], status: 'accepted' })).statusCode).toBe(400);
    expect((await bulk('nothing', { ids: [1], status: 'accepted' })).statusCode).toBe(404);
  });

  it('keeps one final status and one history row per real change when changes race', async () => {
    const { id, application } = await applyToBootcamp(t, 50);
    const targets = ['accepted', 'waitlisted', 'rejected', 'accepted', 'submitted', 'waitlisted'] as const;
    const responses = await Promise.all([
      bulk('bootcamp', { ids: [id], status: 'rejected' }),
      ...targets.map((status) => patch('bootcamp', id, { status })),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(7).fill(200));
    const data = await detail('bootcamp', id);
    const history = data.history as { from: string | null; to: string }[];
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.length).toBeLessThanOrEqual(8);
    // A chain: each change starts where the one before ended, and none repeats the status it found.
    history.slice(1).forEach((row, index) => {
      expect(row.from).toBe(history[index]!.to);
      expect(row.to).not.toBe(row.from);
    });
    expect(history.at(-1)!.to).toBe(data.status);
    expect((await applicationOf(t, 'bootcamp', id)).status).toBe(data.status);
    // Every change but a return to submitted queued its e-mail, once.
    const decisions = history
      .slice(1)
      .filter((row) => row.to !== 'submitted')
      .map((row) => row.to);
    const mailed = (data.emails as { template: string }[]).map((mail) => mail.template).filter((template) => template !== 'received');
    expect(mailed).toEqual(decisions);
    expect(application.id).toBeGreaterThan(0);
  });
});
