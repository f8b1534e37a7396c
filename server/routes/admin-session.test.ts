import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootcampEntries } from '../test-support/answers';
import { addOrganiser, PASSWORD, signIn } from '../test-support/organisers';
import { postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info', logStream });
  await addOrganiser(t.app, 'Rania@Example.org', 'reviewer');
  await addOrganiser(t.app, 'admin@example.org', 'admin');
});
afterAll(() => t.close());

const signInRequest = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email, password }, headers });
const applications = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers });
const bulkReject = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/applications/bootcamp/bulk',
    headers,
    payload: { ids: [999999], status: 'rejected' },
  });

describe('POST /admin/session (sign-in)', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for /api and answers who signed in with the CSRF token', async () => {
    const response = await signInRequest('rania@example.org', PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^organiser_session=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/api; Max-Age=604800$/);
    expect(cookie).not.toContain('Secure'); // plain http on this machine
    const { data } = response.json();
    const csrfToken = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    expect(data).toEqual({ email: 'rania@example.org', role: 'reviewer', csrfToken, expiresAt: '2025-09-10T17:00:00.000Z' }); // 8 hours on
  });

  it('marks the cookie Secure when the site is reached over HTTPS', async () => {
    const behindProxy = await t.another({ trustProxy: true });
    const response = await behindProxy.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      payload: { email: 'admin@example.org', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await signInRequest('rania@example.org', 'not the password');
    const unknown = await signInRequest('nobody@example.org', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, message: 'The e-mail or password is not right.' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses further tries for that e-mail from that address with 429 and Retry-After, not for others', async () => {
    const app = await t.another({});
    const attempt = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email, password } });
    for (let i = 0; i < 10; i++) expect((await attempt('admin@example.org', `guess number ${i}`)).statusCode).toBe(401);
    const blocked = await attempt('ADMIN@example.org', PASSWORD); // even the right password, in any case
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('rania@example.org', PASSWORD)).statusCode).toBe(200);
  });
});

describe('a signed-in session', () => {
  it('reads the organisers\u2019 API with the cookie alone', async () => {
    const session = await signIn(t.app, 'rania@example.org');
    const response = await applications({ cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], total: 0 });
    const current = await t.app.inject({ url: '/api/v1/admin/session', headers: { cookie: session.cookie } });
    expect(current.json().data).toMatchObject({ email: 'rania@example.org', role: 'reviewer', csrfToken: session.csrfToken });
  });

  it('changes nothing without the page\u2019s CSRF token', async () => {
    const session = await signIn(t.app, 'rania@example.org');
    const missing = await bulkReject({ cookie: session.cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe('The page is out of date; reload it.');
    const other = await signIn(t.app, 'admin@example.org');
    expect((await bulkReject({ cookie: session.cookie, 'x-csrf-token': other.csrfToken })).statusCode).toBe(403);
    const allowed = await bulkReject(session.headers);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ changed: 0 }); // the unknown id is refused, not an error
  });

  it('answers 401 "Please sign in again." without a session or with an expired one', async () => {
    const session = await signIn(t.app, 'rania@example.org');
    const none = await applications({});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please sign in again.');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await applications({ cookie: 'organiser_session=forged-value' })).statusCode).toBe(401);

    // The same database 8 hours and a minute later, nothing done meanwhile.
    const later = await t.another({ now: () => new Date(t.deps.now().getTime() + (8 * 60 + 1) * 60_000) });
    const expired = await later.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: { cookie: session.cookie } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Please sign in again.');
  });

  it('ends at sign-out: the cookie is cleared and the old value opens nothing', async () => {
    const session = await signIn(t.app, 'rania@example.org');
    const withoutToken = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/session', headers: { cookie: session.cookie } });
    expect(withoutToken.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/session', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toBe('organiser_session=; HttpOnly; SameSite=Strict; Path=/api; Max-Age=0');
    expect((await applications({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/admin/session', headers: { cookie: session.cookie } })).json()).toEqual({ data: null });
  });

  it('works on another server process of the same database', async () => {
    const session = await signIn(t.app, 'rania@example.org');
    const other = await t.another({});
    const response = await other.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the bearer token', () => {
  it('still works for the command line, without a CSRF token, and a wrong one says so', async () => {
    expect((await applications(auth)).statusCode).toBe(200);
    expect((await bulkReject(auth)).statusCode).toBe(200); // no CSRF token needed
    const wrong = await applications({ authorization: 'Bearer wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('A valid organiser token is needed.');
  });
});

describe('GET /admin/media/:id', () => {
  it('sends a browser that opens a file link without a session to sign in, and back', async () => {
    const response = await postMultipart(t.app, '/api/v1/bootcamp-participants', bootcampEntries());
    expect(response.statusCode).toBe(201);
    const listed = await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: auth });
    const mediaId = JSON.stringify(listed.json()).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)![0];
    const url = `/api/v1/admin/media/${mediaId}`;

    const navigation = await t.app.inject({ url, headers: { 'sec-fetch-mode': 'navigate' } });
    expect(navigation.statusCode).toBe(303);
    expect(navigation.headers.location).toBe(`/admin/sign-in?next=${encodeURIComponent(url)}`);
    expect((await t.app.inject({ url })).statusCode).toBe(401); // a script still hears 401

    const session = await signIn(t.app, 'rania@example.org');
    const file = await t.app.inject({ url, headers: { cookie: session.cookie, 'sec-fetch-mode': 'navigate' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe('the log', () => {
  it('keeps no organiser e-mail, password, session or CSRF token', async () => {
    const session = await signIn(t.app, 'rania@example.org');
    const url = '/api/v1/admin/organisers/rania%40example.org/password';
    await t.app.inject({ method: 'PUT', url, headers: auth, payload: { password: 'another password here' } });
    expect(logs).toContain('/api/v1/admin/organisers/:email/password');
    const secrets = ['rania', 'Rania', PASSWORD, 'another password here', session.cookie.split('=')[1]!, session.csrfToken];
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
