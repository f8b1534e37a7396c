import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, outbox, statusHistory } from '../db/schema';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publish = async (title: string) => {
  const definition = {
    title,
    steps: [
      {
        title: 'You',
        fields: [
          { name: 'name', label: 'Name', type: 'text' },
          { name: 'email', label: 'E-mail', type: 'email' },
        ],
      },
    ],
  };
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/stand-helpers', headers: auth, payload: definition });
  expect(response.statusCode, response.body).toBe(200);
};
const answer = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/form-response-items', payload: { form_id: 'stand-helpers', name: 'Nour Adel', email } });

describe('an answer to a published form opens an application', () => {
  it('as submitted, with its history row and a "received" e-mail naming the form by its title', async () => {
    await publish('Stand helpers');
    const response = await answer('nour@example.com');
    expect(response.statusCode, response.body).toBe(201);
    const [application] = await t.database.db.select().from(applications).where(eq(applications.recordId, response.json().data.id));
    expect(application).toMatchObject({
      kind: 'stand-helpers',
      status: 'submitted',
      name: 'Nour Adel',
      email: 'nour@example.com',
      search: 'nour adel nour@example.com',
    });
    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.applicationId, application!.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'submitted', actor: 'applicant' }]);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.applicationId, application!.id));
    expect(mail).toMatchObject({
      template: 'received',
      toAddress: 'nour@example.com',
      subject: 'We received your application to Stand helpers',
    });
  });

  it('names the form by the title published last', async () => {
    await publish('Stand helpers, day two');
    await answer('karim@example.com');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'karim@example.com')).orderBy(asc(outbox.id));
    expect(mails.map((mail) => mail.subject)).toEqual(['We received your application to Stand helpers, day two']);
  });
});
