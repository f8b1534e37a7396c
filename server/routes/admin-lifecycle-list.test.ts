import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootcampEntries } from '../test-support/answers';
import { applyToBootcamp } from '../test-support/lifecycle';
import { postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const patch = (kind: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/${kind}/${id}`, headers: auth, payload });
const detail = async (kind: string, id: number) => (await get(`/admin/applications/${kind}/${id}`)).json().data;

/** A bootcamp applicant with a chosen name; n keeps e-mail and national ID unique. */
async function apply(n: number, name: string, email = `person.${n}@example.com`) {
  const response = await postMultipart(
    t.app,
    '/api/v1/bootcamp-participants',
    bootcampEntries({ name_en: name, email, national_id: `2990101${String(n).padStart(7, '0')}` }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

describe('GET /admin/applications', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.zeinab = await apply(1, 'Zeinab Fathy');
    ids.amr = await apply(2, 'amr Salah');
    ids.mona = await apply(3, 'Mona 100% Sure_x', 'mona@example.com');
    ids.karim = await apply(4, 'Karim Nabil');
    ids.laila = await apply(5, 'Laila Nabil');
    expect((await patch('bootcamp', ids.karim, { status: 'accepted' })).statusCode).toBe(200);
    expect((await patch('bootcamp', ids.laila, { status: 'accepted' })).statusCode).toBe(200);
  });
  const list = async (query: string) => {
    const response = await get(`/admin/applications?kind=bootcamp&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; name: string; status: string }[]; total: number; page: number; pageSize: number };
  };

  it('pages newest first by default, with the count of the whole filter', async () => {
    const first = await list('pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.data.map((row) => row.id)).toEqual([ids.laila, ids.karim]);
    expect(first.data[0]).toEqual({
      id: ids.laila,
      kind: 'bootcamp',
      name: 'Laila Nabil',
      email: 'person.5@example.com',
      status: 'accepted',
      submittedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await list('pageSize=2&page=3')).data.map((row) => row.id)).toEqual([ids.zeinab]);
    expect(await list('pageSize=2&page=9')).toMatchObject({ data: [], total: 5 }); // past the end: empty, still counted
  });

  it('searches names, e-mails and national IDs ignoring case, and filters by status', async () => {
    expect((await list('q=NABIL')).data.map((row) => row.name)).toEqual(['Laila Nabil', 'Karim Nabil']);
    expect((await list('q=person.2@')).data.map((row) => row.id)).toEqual([ids.amr]);
    expect((await list('q=29901010000003')).data.map((row) => row.id)).toEqual([ids.mona]); // national ID
    expect(await list('q=nabil&status=accepted')).toMatchObject({ total: 2 });
    expect(await list('status=submitted')).toMatchObject({ total: 3 });
    expect(await list('status=rejected')).toMatchObject({ total: 0, data: [] });
  });

  it('takes % and _ in q literally', async () => {
    expect((await list('q=100%25')).data.map((row) => row.id)).toEqual([ids.mona]);
    expect((await list('q=%25')).data.map((row) => row.id)).toEqual([ids.mona]); // not "anything"
    expect((await list('q=e_x')).data.map((row) => row.id)).toEqual([ids.mona]); // "_" is not any character
    expect((await list('q=n_b')).total).toBe(0);
    expect((await list('q=%5C')).total).toBe(0); // a lone backslash
  });

  it('sorts by name, status and time both ways, ties broken by id', async () => {
    expect((await list('sort=name')).data.map((row) => row.name)).toEqual([
      'amr Salah',
      'Karim Nabil',
      'Laila Nabil',
      'Mona 100% Sure_x',
      'Zeinab Fathy',
    ]);
    expect((await list('sort=-name')).data[0]!.name).toBe('Zeinab Fathy');
    expect((await list('sort=submittedAt')).data.map((row) => row.id)).toEqual([ids.zeinab, ids.amr, ids.mona, ids.karim, ids.laila]);
    expect((await list('sort=status')).data.map((row) => row.id)).toEqual([ids.zeinab, ids.amr, ids.mona, ids.karim, ids.laila]); // submitted before accepted
    expect((await list('sort=-status')).data.map((row) => row.id)).toEqual([ids.laila, ids.karim, ids.mona, ids.amr, ids.zeinab]);
    expect((await list('sort=-updatedAt&pageSize=1')).data.map((row) => row.id)).toEqual([ids.laila]); // accepted last
  });

  it('answers 404 for an unknown kind and 400 for a bad sort, status or page size', async () => {
    expect((await get('/admin/applications?kind=no-such-form')).statusCode).toBe(404);
    expect((await get('/admin/applications?kind=member')).statusCode).toBe(404); // rows of teams, not applications
    expect((await get('/admin/applications?kind=hackathon')).json()).toMatchObject({ data: [], total: 0 });
    for (const query of ['sort=email', 'status=lost', 'pageSize=201', 'page=0'])
      expect((await get(`/admin/applications?kind=bootcamp&${query}`)).statusCode, query).toBe(400);
  });
});

describe('GET /admin/applications/{kind}/{id}', () => {
  it('shows answers with file links, history and the e-mails queued', async () => {
    const applicant = await applyToBootcamp(t, 20);
    expect((await patch('bootcamp', applicant.id, { status: 'waitlisted', note: 'Full morning' })).statusCode).toBe(200);
    const data = await detail('bootcamp', applicant.id);
    expect(data).toMatchObject({
      kind: 'bootcamp',
      id: applicant.id,
      status: 'waitlisted',
      formVersion: 1,
      submittedAt: expect.any(String),
      checkIns: [],
    });
    expect(data.moves).toEqual(['submitted', 'accepted', 'rejected']);
    expect(data.answers.email).toBe(applicant.email);
    expect(data.answers.personal_photo).toEqual({
      name: 'me.png',
      size: expect.any(Number),
      type: 'image/png',
      url: expect.stringMatching(/^\/api\/v1\/admin\/media\/[0-9a-f-]{36}$/),
    });
    const file = await get(data.answers.personal_photo.url.replace('/api/v1', ''));
    expect(file.statusCode).toBe(200);
    expect(data.history).toEqual([
      { from: null, to: 'submitted', by: 'applicant', note: null, at: expect.any(String) },
      { from: 'submitted', to: 'waitlisted', by: 'organiser', note: 'Full morning', at: expect.any(String) },
    ]);
    expect(data.emails.map((mail: { template: string; to: string; status: string }) => [mail.template, mail.to, mail.status])).toEqual([
      ['received', applicant.email, 'queued'],
      ['waitlisted', applicant.email, 'queued'],
    ]);
    expect(data.emails[0]).toEqual({
      id: expect.any(Number),
      to: applicant.email,
      subject: expect.any(String),
      template: 'received',
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
  });

  it('answers 404 for an unknown id or kind, 401 without the token', async () => {
    expect((await get('/admin/applications/bootcamp/999999')).statusCode).toBe(404);
    expect((await get('/admin/applications/nothing/1')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/admin/applications/bootcamp/1' })).statusCode).toBe(401);
  });
});
