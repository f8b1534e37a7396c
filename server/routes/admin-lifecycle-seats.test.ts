import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationAnswers } from '../test-support/answers';
import { applyToBootcamp, confirmationOf, linksOf } from '../test-support/lifecycle';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Slot {
  id: number;
  name: string;
  capacity: number;
  confirmed: number;
}

const slotsNow = async () => (await t.app.inject({ url: '/api/v1/admin/slots', headers: auth })).json().data as Slot[];
const slot = async (id: number) => (await slotsNow()).find((row) => row.id === id)!;
const setCapacity = (id: number | string, capacity: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/slots/${id}`, headers: auth, payload: { capacity } });
const accept = (ids: number[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/applications/bootcamp/bulk', headers: auth, payload: { ids, status: 'accepted' } });
const confirm = (answers: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload: answers });
const statusOf = async (id: number) =>
  (await t.app.inject({ url: `/api/v1/admin/applications/bootcamp/${id}`, headers: auth })).json().data.status as string;

describe('GET and PUT /admin/slots', () => {
  it('lists every slot of the /slots list with its name, capacity and confirmed seats', async () => {
    const slots = await slotsNow();
    expect(slots.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(slots[0]).toEqual({ id: 1, name: 'Morning: 8:00 am to 11:00 am', capacity: 40, confirmed: 0 });
  });

  it('sets a capacity, refuses one below the confirmed seats with 409 on capacity, 404 for an unknown slot', async () => {
    expect((await setCapacity(3, 12)).json()).toEqual({ data: { id: 3, capacity: 12, confirmed: 0 } });
    expect((await slot(3)).capacity).toBe(12);
    expect((await setCapacity(3, 0)).statusCode).toBe(200); // a closed slot
    expect((await setCapacity(99, 10)).statusCode).toBe(404);
    for (const capacity of [-1, 100_001, 1.5, 'ten']) expect((await setCapacity(3, capacity)).statusCode, String(capacity)).toBe(400);

    const applicant = await applyToBootcamp(t, 1);
    await accept([applicant.id]);
    expect((await confirm(confirmationOf(applicant, '3'))).statusCode).toBe(409); // capacity 0
    await setCapacity(3, 1);
    expect((await confirm(confirmationOf(applicant, '3'))).statusCode).toBe(201);
    const below = await setCapacity(3, 0);
    expect(below.statusCode).toBe(409);
    expect(below.json().errors.capacity).toEqual(['The capacity cannot go below the seats already confirmed in this slot.']);
    expect(await slot(3)).toMatchObject({ capacity: 1, confirmed: 1 });
    expect((await t.app.inject({ url: '/api/v1/admin/slots' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/slots/3', payload: { capacity: 5 } })).statusCode).toBe(401);
  });
});

describe('the bootcamp path: submit, accept, confirm a seat', () => {
  it('confirms an accepted applicant once, counts the seat and mails a check-in code', async () => {
    const applicant = await applyToBootcamp(t, 10);
    const before = await slot(1);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/applications/bootcamp/${applicant.id}`,
          headers: auth,
          payload: { status: 'accepted' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await linksOf(t, applicant.application.id, 'accepted')).toHaveLength(1);

    const response = await confirm(confirmationOf(applicant, '1'));
    expect(response.statusCode, response.body).toBe(201);
    expect(await statusOf(applicant.id)).toBe('confirmed');
    expect((await slot(1)).confirmed).toBe(before.confirmed + 1);
    const detail = (await t.app.inject({ url: `/api/v1/admin/applications/bootcamp/${applicant.id}`, headers: auth })).json().data;
    expect(detail.checkIns).toEqual([
      { name: 'Applicant Number 10', code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/), checkedInAt: null },
    ]);
    expect(detail.emails.map((mail: { template: string }) => mail.template)).toEqual(['received', 'accepted', 'confirmed']);

    const again = await confirm(confirmationOf(applicant, '2'));
    expect(again.statusCode).toBe(409);
    expect((await slot(1)).confirmed).toBe(before.confirmed + 1);
  });

  it('refuses with 403 and a readable message someone not accepted, or who never applied', async () => {
    const waiting = await applyToBootcamp(t, 11);
    const notYet = await confirm(confirmationOf(waiting));
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().message).toMatch(/not been accepted yet/);
    const stranger = await confirm(confirmationAnswers({ email: 'nobody@example.com', national: '29901019999999' }));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/no bootcamp application with this e-mail address and national ID/);
    expect(await statusOf(waiting.id)).toBe('submitted');
  });

  it('gives the last seat to exactly one of 50 accepted applicants confirming at once', async () => {
    const applicants = [];
    for (let n = 100; n < 150; n += 1) applicants.push(await applyToBootcamp(t, n));
    const accepted = await accept(applicants.map((applicant) => applicant.id));
    expect(accepted.json().data).toEqual({ changed: 50, refused: [] });
    const { confirmed } = await slot(2);
    expect((await setCapacity(2, confirmed + 1)).statusCode).toBe(200);

    const responses = await Promise.all(applicants.map((applicant) => confirm(confirmationOf(applicant, '2'))));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(Object.keys(response.json().errors)).toEqual(['slot_id']);
    expect(await slot(2)).toMatchObject({ capacity: confirmed + 1, confirmed: confirmed + 1 });
    const statuses = await Promise.all(applicants.map((applicant) => statusOf(applicant.id)));
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(49);
  }, 60_000);
});
