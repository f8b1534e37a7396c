import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToBootcamp, linksOf } from '../test-support/lifecycle';
import { addOrganiser, PASSWORD, signIn } from '../test-support/organisers';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addOrganiser(t.app, 'taken@example.org', 'reviewer');
  await addOrganiser(t.app, 'door@example.org', 'door');
});
afterAll(() => t.close());

const ARABIC = 'ar-EG,ar;q=0.9,en;q=0.8';
const call = (method: 'GET' | 'POST', url: string, language?: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...headers, ...(language ? { 'accept-language': language } : {}) } });

describe('a fixed refusal in the request language', () => {
  it('says an organiser already exists (409) in Arabic, on the field too, and in English otherwise', async () => {
    const account = { email: 'taken@example.org', role: 'admin', password: PASSWORD };
    const arabic = await call('POST', '/admin/organisers', ARABIC, account);
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json()).toEqual({
      success: false,
      message: 'يوجد منظِّم مسجَّل بهذا البريد الإلكتروني من قبل.',
      errors: { email: ['يوجد منظِّم مسجَّل بهذا البريد الإلكتروني من قبل.'] },
    });
    for (const language of [undefined, 'en-GB', 'fr']) {
      const english = await call('POST', '/admin/organisers', language, account);
      expect(english.statusCode).toBe(409);
      expect(english.json().message, language).toBe('An organiser with this e-mail already exists.');
    }
  });

  it('says an unknown application (404) in Arabic to an Arabic console and in English to an English one', async () => {
    const arabic = await call('GET', '/admin/applications/bootcamp/999999', ARABIC);
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().message).toBe('لا يوجد طلب بهذا المعرّف.');
    const english = await call('GET', '/admin/applications/bootcamp/999999', 'en');
    expect(english.json().message).toBe('There is no application with this id.');
    // The words depend on the language asked: a shared cache must keep one answer per language.
    expect([arabic.headers.vary, english.headers.vary]).toEqual(['Accept-Language', 'Accept-Language']);
  });

  it('says a wrong password (401) and a role that may not (403) in Arabic', async () => {
    const wrong = await call('POST', '/admin/session', ARABIC, { email: 'taken@example.org', password: 'not the password' }, {});
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحين.');
    const door = await signIn(t.app, 'door@example.org');
    const refused = await call('GET', '/admin/applications?kind=bootcamp', ARABIC, undefined, door.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('لا يتيح لك دورك القيام بهذا.');
  });

  it('lists the reasons of a bulk decision (a 200) in Arabic, naming the status as the console does', async () => {
    const applicant = await applyToBootcamp(t, 1);
    const [link] = await linksOf(t, applicant.application.id, 'received');
    await t.app.inject({ method: 'POST', url: `/api/v1/applications/${link!.token}/withdraw` });
    const bulk = (language: string) =>
      call('POST', '/admin/applications/bootcamp/bulk', language, { ids: [applicant.id, 999999], status: 'accepted' });
    expect((await bulk(ARABIC)).json().data.refused).toEqual([
      { id: applicant.id, reason: 'حالة هذا الطلب «مسحوب»، فلا يمكن تغييرها إلى «مقبول».' },
      { id: 999999, reason: 'لا يوجد طلب بهذا المعرّف.' },
    ]);
    expect((await bulk('en')).json().data.refused).toEqual([
      { id: applicant.id, reason: 'This application is withdrawn; it cannot become accepted.' },
      { id: 999999, reason: 'There is no application with this id.' },
    ]);
  });

  it('says the handler’s own fallback (a malformed body, 400) in Arabic', async () => {
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      headers: { 'content-type': 'application/json', 'accept-language': ARABIC },
      payload: '{"email":',
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({ success: false, message: 'صيغة الطلب غير صحيحة.' });
  });

  it('says an unknown API address and a malformed URL in Arabic too (answered before any route)', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': ARABIC } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'غير موجود.']);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A', headers: { 'accept-language': ARABIC } });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'صيغة الطلب غير صحيحة.']);
  });
});
