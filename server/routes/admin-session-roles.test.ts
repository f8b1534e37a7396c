import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrganiser, PASSWORD, signIn, type SignedInSession } from '../test-support/organisers';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let door: SignedInSession;
let reviewer: SignedInSession;
let admin: SignedInSession;
beforeAll(async () => {
  t = await createTestApp();
  await addOrganiser(t.app, 'door@example.org', 'door');
  await addOrganiser(t.app, 'reviewer@example.org', 'reviewer');
  await addOrganiser(t.app, 'admin@example.org', 'admin');
  door = await signIn(t.app, 'door@example.org');
  reviewer = await signIn(t.app, 'reviewer@example.org');
  admin = await signIn(t.app, 'admin@example.org');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A request as the console (a session's headers) or the command line (the bearer token) sends it. */
const call = (as: Pick<SignedInSession, 'headers'>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: as.headers, payload });
const commandLine = { headers: auth };
const settings = async () => (await t.app.inject({ url: '/api/v1/settings' })).json().data;

describe('roles', () => {
  it('lets the door check people in and nothing else', async () => {
    const unknown = await call(door, 'POST', '/admin/check-in', { code: 'ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(404); // admitted: the code is just not known
    const list = await call(door, 'GET', '/admin/applications?kind=bootcamp');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Your role cannot do this.');
    expect((await call(door, 'GET', '/admin/stats?kind=bootcamp')).statusCode).toBe(403);
    expect((await call(door, 'GET', '/admin/outbox')).statusCode).toBe(403);
  });

  it('lets a reviewer decide but not change settings, forms or accounts', async () => {
    expect((await call(reviewer, 'GET', '/admin/applications?kind=bootcamp')).statusCode).toBe(200);
    const put = await call(reviewer, 'PUT', '/settings', await settings());
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Your role cannot do this.');
    expect((await call(reviewer, 'PUT', '/form-steps/x', { title: 'X', steps: [] })).statusCode).toBe(403);
    expect((await call(reviewer, 'GET', '/admin/organisers')).statusCode).toBe(403);
    const account = { email: 'mine@example.org', role: 'admin', password: PASSWORD };
    expect((await call(reviewer, 'POST', '/admin/organisers', account)).statusCode).toBe(403);
  });

  it('lets an admin change settings from the console', async () => {
    expect((await call(admin, 'PUT', '/settings', await settings())).statusCode).toBe(200);
  });
});

describe('organiser accounts', () => {
  it('lists accounts without their password hashes', async () => {
    const response = await call(admin, 'GET', '/admin/organisers');
    expect(response.statusCode).toBe(200);
    const signedIn = { createdAt: expect.any(String), lastSignInAt: expect.any(String) };
    expect(response.json().data).toContainEqual({ email: 'door@example.org', role: 'door', ...signedIn });
    expect(response.body).not.toContain('scrypt');
  });

  it('refuses an e-mail that has an account (in any case) with 409, a short password with 422', async () => {
    const taken = await call(commandLine, 'POST', '/admin/organisers', { email: 'DOOR@example.org', role: 'door', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An organiser with this e-mail already exists.');
    const weak = await call(commandLine, 'POST', '/admin/organisers', { email: 'new@example.org', role: 'door', password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: ['The password needs at least 10 characters.'] });
    const badEmail = await call(commandLine, 'POST', '/admin/organisers', { email: 'not an e-mail', role: 'door', password: PASSWORD });
    expect(badEmail.json().errors).toEqual({ email: ['Give a valid e-mail address.'] });
  });

  it('ends every session of an account whose password is reset; the new password signs in', async () => {
    await addOrganiser(t.app, 'reset@example.org', 'reviewer');
    const before = await signIn(t.app, 'reset@example.org');
    const reset = await call(admin, 'PUT', '/admin/organisers/reset%40example.org/password', { password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await call({ headers: { cookie: before.cookie } }, 'GET', '/admin/applications?kind=bootcamp')).statusCode).toBe(401);
    const old = await call({ headers: {} }, 'POST', '/admin/session', { email: 'reset@example.org', password: PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, 'reset@example.org', 'a brand new password');
  });

  it('removes an account and its sessions, but never your own or the last admin', async () => {
    await addOrganiser(t.app, 'leaving@example.org', 'door');
    const leaving = await signIn(t.app, 'leaving@example.org');
    expect((await call(admin, 'DELETE', '/admin/organisers/leaving@example.org')).statusCode).toBe(204);
    expect((await call({ headers: { cookie: leaving.cookie } }, 'GET', '/admin/session')).json()).toEqual({ data: null });
    expect((await call(admin, 'DELETE', '/admin/organisers/leaving@example.org')).statusCode).toBe(404);

    const own = await call(admin, 'DELETE', '/admin/organisers/admin@example.org');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot remove your own account; another admin can.');
    const last = await call(commandLine, 'DELETE', '/admin/organisers/admin@example.org');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is the last admin account: make another organiser an admin first.');
    expect((await call(commandLine, 'PUT', '/admin/organisers/admin@example.org/role', { role: 'reviewer' })).statusCode).toBe(409);
  });

  it('changes a role at once for the open session', async () => {
    await addOrganiser(t.app, 'promoted@example.org', 'door');
    const promoted = await signIn(t.app, 'promoted@example.org');
    expect((await call(promoted, 'GET', '/admin/applications?kind=bootcamp')).statusCode).toBe(403);
    const changed = await call(admin, 'PUT', '/admin/organisers/promoted@example.org/role', { role: 'reviewer' });
    expect(changed.json().data).toMatchObject({ email: 'promoted@example.org', role: 'reviewer' });
    expect((await call(promoted, 'GET', '/admin/applications?kind=bootcamp')).statusCode).toBe(200);
  });
});
