import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationAnswers } from '../test-support/answers';
import { readdirSync } from 'node:fs';
import { formEntries, png, postMultipart } from '../test-support/requests';
import { applicationOf, move } from '../test-support/lifecycle';
import { bootcampEntries } from '../test-support/answers';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { storedFiles } from '../test-support/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /bootcamp-confirmations', () => {
  beforeAll(async () => {
    // Omar (the fixture's confirmation) applied and was accepted.
    const applied = await postMultipart(
      t.app,
      '/api/v1/bootcamp-participants',
      bootcampEntries({ name_en: 'Omar Khaled Mostafa', email: 'omar.khaled@example.com', national_id: '30005120101239' }),
    );
    await move(t, (await applicationOf(t, 'bootcamp', applied.json().data.id)).id, 'accepted');
  });

  it('stores a confirmation (JSON) and refuses a second one for the same e-mail', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload: confirmationAnswers() });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/bootcamp-confirmations', payload: confirmationAnswers() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: ['You have already confirmed your seat.'] });
  });

  it('refuses a slot that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bootcamp-confirmations',
      payload: confirmationAnswers({ email: 'slot@example.com', national: '30005120101241', slot_id: '42' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ slot_id: ['Choose one of the options'] });
  });
});

describe('POST /form-response-items', () => {
  const volunteer = {
    full_name: 'Salma Ibrahim',
    email: 'salma@example.com',
    birth_date: '2001-05-04',
    preferred_team: 'logistics',
    volunteered_before: '0',
    code_of_conduct: 'true',
  };

  it('stores answers to a published form with its metadata', async () => {
    const response = await postMultipart(
      t.app,
      '/api/v1/form-response-items',
      formEntries({ form_id: 'volunteer', ip_address: '203.0.113.9', submitted_at: '2025-09-10', ...volunteer }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const listed = (await t.app.inject({ url: '/api/v1/admin/submissions?form=volunteer', headers: auth })).json().data;
    expect(listed[0]).toMatchObject({ ip_address: '203.0.113.9', submitted_at: '2025-09-10', data: { full_name: 'Salma Ibrahim' } });
    expect(listed[0].data.form_id).toBeUndefined();
  });

  it('answers 404 for an unknown form and 422 without form_id or for the member form', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/form-response-items', payload: { form_id: 'nope', ...volunteer } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/form-response-items', payload: volunteer })).json().errors).toEqual({
      form_id: ['This field is required'],
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/form-response-items', payload: { form_id: 'member' } })).statusCode).toBe(
      422,
    );
    const badDate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form-response-items',
      payload: { form_id: 'volunteer', submitted_at: '10/09/2025', ...volunteer },
    });
    expect(badDate.json().errors).toEqual({ submitted_at: ['Use the yyyy-mm-dd format'] });
  });

  it('keeps the window and uniqueness of forms that have their own endpoint', async () => {
    const closed = await t.another({ now: () => new Date('2026-01-01T00:00:00Z') });
    const response = await closed.inject({
      method: 'POST',
      url: '/api/v1/form-response-items',
      payload: { form_id: 'bootcamp', name_en: 'x' },
    });
    expect(response.statusCode).toBe(403);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form-response-items',
      payload: { form_id: 'bootcamp-confirmation', ...confirmationAnswers() },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});

describe('POST /form-response-items with files before form_id (as the site sends its FormData)', () => {
  const definition = {
    title: 'Poster contest',
    steps: [
      {
        title: 'Poster',
        fields: [
          { name: 'title', label: 'Title', type: 'text', validation: { required: true } },
          { name: 'poster', label: 'Poster', type: 'image', validation: { required: true, maxSize: 1000 } },
        ],
      },
    ],
  };
  const send = (poster: { file: Buffer; name: string; type?: string }, extra: [string, string][] = []) =>
    postMultipart(t.app, '/api/v1/form-response-items', [
      ['title', 'Moon'],
      ['poster', poster],
      ...extra,
      ['form_id', 'poster'],
      ['submitted_at', '2025-09-10'],
    ]);

  it('checks the files against the form once form_id arrives', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/poster', payload: definition, headers: auth })).statusCode).toBe(
      200,
    );
    const storedBefore = storedFiles(t.deps.storage).length;
    expect((await send({ file: png(), name: 'p.png', type: 'image/png' })).statusCode).toBe(201);
    const big = await send({ file: png(4, 4, 2000), name: 'p.png', type: 'image/png' });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ poster: ['The file exceeds the maximum size of 1000 bytes.'] });
    expect((await send({ file: Buffer.from('<html><script>x</script></html>'), name: 'p.png', type: 'image/png' })).statusCode).toBe(415);
    const wrongField = await postMultipart(t.app, '/api/v1/form-response-items', [
      ['title', { file: png(), name: 't.png' }],
      ['form_id', 'poster'],
    ]);
    expect(wrongField.statusCode).toBe(422);
    expect(readdirSync(t.deps.storage.tmpDir)).toEqual([]);
    expect(storedFiles(t.deps.storage)).toHaveLength(storedBefore + 1);
  });
});
