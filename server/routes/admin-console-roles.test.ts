import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrganiser, signIn, type SignedInSession } from '../test-support/organisers';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let door: SignedInSession;
let reviewer: SignedInSession;
beforeAll(async () => {
  t = await createTestApp();
  await addOrganiser(t.app, 'door@example.org', 'door');
  await addOrganiser(t.app, 'reviewer@example.org', 'reviewer');
  [door, reviewer] = await Promise.all([signIn(t.app, 'door@example.org'), signIn(t.app, 'reviewer@example.org')]);
});
afterAll(() => t.close());

const status = async (session: SignedInSession, url: string, method: 'GET' | 'POST' = 'GET') =>
  (await t.app.inject({ method, url: `/api/v1${url}`, headers: session.headers })).statusCode;

describe('the console routes by role', () => {
  it('lets the door search people to check in, and nothing else of the console', async () => {
    expect(await status(door, '/admin/check-in/search?q=someone')).toBe(200);
    const others = ['/admin/applications/export?kind=bootcamp', '/admin/slots/1/seats', '/admin/forms', '/admin/forms/bootcamp/versions/1'];
    for (const url of others) {
      expect(await status(door, url), url).toBe(403);
    }
    expect(await status(door, '/admin/outbox/1/resend', 'POST')).toBe(403);
  });

  it('lets a reviewer export, see seats, resend and read the published forms, but not publish one', async () => {
    expect(await status(reviewer, '/admin/applications/export?kind=bootcamp')).toBe(200);
    expect(await status(reviewer, '/admin/slots/1/seats')).toBe(200);
    expect(await status(reviewer, '/admin/outbox/999999/resend', 'POST')).toBe(404); // admitted: the message is just not there
    expect(await status(reviewer, '/admin/forms')).toBe(200);
    expect(await status(reviewer, '/admin/forms/bootcamp/versions/1')).toBe(200);
    const publish = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/bootcamp', headers: reviewer.headers, payload: {} });
    expect(publish.statusCode).toBe(403);
  });
});
