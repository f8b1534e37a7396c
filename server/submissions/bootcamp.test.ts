import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootcampAnswers, bootcampEntries } from '../test-support/answers';
import { formEntries, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { storedFiles, temporaryFiles } from '../test-support/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/bootcamp-participants';
const post = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postMultipart(t.app, URL, bootcampEntries(overrides), headers);
const uploads = () => storedFiles(t.deps.storage);
// Scratch files and files put in storage but never promoted.
const tempFiles = () => [...readdirSync(t.deps.storage.tmpDir), ...temporaryFiles(t.deps.storage)];
const rows = async () =>
  (await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: auth })).json().data as {
    id: number;
    data: Record<string, unknown>;
  }[];

describe('POST /bootcamp-participants', () => {
  it('stores a valid application with its three photos and answers 201 with the id', async () => {
    const response = await post();
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id } = response.json().data;
    expect(response.json()).toEqual({ success: true, data: { id: expect.any(Number) } });
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row!.data.current_occupation).toBeUndefined(); // hidden while graduated is 0, so dropped
    expect(row!.data.graduation_year).toBe(2026); // numbers converted
    expect(row!.data['technical-skills']).toEqual(['1', '2']);
    expect(row!.data.national_id_front).toEqual({
      mediaId: expect.any(String),
      name: 'front.png',
      size: expect.any(Number),
      type: 'image/png',
    });
    expect(uploads()).toHaveLength(3);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses the same e-mail in another case with 409 naming the field, storing nothing', async () => {
    const before = uploads().length;
    const response = await post({ email: 'AHMED.Hassan@example.com', national_id: '29801011234568' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), errors: { email: [expect.any(String)] } });
    expect(uploads()).toHaveLength(before);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses the same national ID with 409 on national_id', async () => {
    const response = await post({ email: 'someone.else@example.com' });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors)).toEqual(['national_id']);
  });

  it('answers 422 with the definition messages per field, and keeps no file', async () => {
    const before = uploads().length;
    const response = await post({
      email: 'x@example.com',
      national_id: '29801011234599',
      phone_number: '0123',
      name_en: 'A',
      personal_photo: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        phone_number: ['Enter a valid Egyption phone number'],
        name_en: ['Minimum 3 characters'],
        personal_photo: ['File is required'],
      },
    });
    expect(uploads()).toHaveLength(before);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses keys that are not part of the form, prototype keys included', async () => {
    const unknown = await post({ email: 'u1@example.com', national_id: '29801011230001', is_admin: 'true' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ is_admin: ['This field is not part of the form'] });

    const entries = [
      ...formEntries(bootcampAnswers({ email: 'u2@example.com', national_id: '29801011230002' })),
      ['__proto__[polluted]', 'yes'] as [string, string],
    ];
    const proto = await postMultipart(t.app, URL, entries);
    expect([400, 422]).toContain(proto.statusCode);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const json = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"polluted":"yes"},"email":"x"}',
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a select id that is not in the server list', async () => {
    const response = await post({
      email: 'u3@example.com',
      national_id: '29801011230003',
      nationality_id: '999',
      'technical-skills': ['1', '77'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      nationality_id: ['Choose one of the options'],
      'technical-skills': ['Choose one of the options'],
    });
  });

  it('refuses a file described in JSON instead of uploaded', async () => {
    const forged = { name: 'me.png', size: 100, type: 'image/png' };
    const answers = bootcampAnswers({
      email: 'u4@example.com',
      national_id: '29801011230004',
      national_id_front: forged,
      national_id_back: forged,
      personal_photo: forged,
    });
    const response = await t.app.inject({ method: 'POST', url: URL, payload: answers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      national_id_front: ['Invalid file'],
      national_id_back: ['Invalid file'],
      personal_photo: ['Invalid file'],
    });
  });

  it('answers 403 outside the registration window', async () => {
    const late = await t.another({ now: () => new Date('2025-09-17T00:00:30+03:00') });
    const response = await postMultipart(late, URL, bootcampEntries({ email: 'late@example.com', national_id: '29801011230005' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('closed') });
    const early = await t.another({ now: () => new Date('2025-08-01T00:00:00+03:00') });
    expect(
      (await postMultipart(early, URL, bootcampEntries({ email: 'early@example.com', national_id: '29801011230006' }))).json().message,
    ).toContain('not open yet');
  });

  it('creates exactly one row for twenty parallel identical requests', async () => {
    const before = (await rows()).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post({ email: 'twenty@example.com', national_id: '29801011232020' })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await rows()).length).toBe(before + 1);
    expect(tempFiles()).toEqual([]);
  });

  it('replays the first answer for a retried Idempotency-Key, even in parallel, and refuses the key on another body', async () => {
    const headers = { 'idempotency-key': 'retry-0001' };
    const first = await post({ email: 'retry@example.com', national_id: '29801011233001' }, headers);
    expect(first.statusCode).toBe(201);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => post({ email: 'retry@example.com', national_id: '29801011233001' }, headers)),
    );
    for (const response of again) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(first.json());
    }
    const other = await post({ email: 'other@example.com', national_id: '29801011233002' }, headers);
    expect(other.statusCode).toBe(422);

    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => post({ email: 'race@example.com', national_id: '29801011233003' }, { 'idempotency-key': 'race-1' })),
    );
    expect(new Set(parallel.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(parallel.map((response) => response.json().data.id)).size).toBe(1);
  });

  it('records the definition version it validated against', async () => {
    const [row] = await rows();
    const listed = await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: auth });
    expect(listed.json().data[0]).toMatchObject({ id: row!.id, formVersion: 1 });
  });
});
