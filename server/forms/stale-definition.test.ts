import { afterAll, beforeAll, expect, it } from 'vitest';
import { formDefinitions } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 503 (not 500) for a stored definition the checks no longer accept, until it is republished', async () => {
  // Published before patterns ran on re2js: a lookahead, which it cannot run.
  const definition = {
    title: 'Old',
    steps: [{ title: 'One', fields: [{ name: 'code', label: 'Code', type: 'text', validation: { pattern: '^(?=A)\\w+$' } }] }],
  };
  await t.deps.db.insert(formDefinitions).values({ formId: 'old-form', version: 1, definition });
  const read = await t.app.inject({ url: '/api/v1/form-steps/old-form' });
  expect(read.statusCode).toBe(503);
  expect(read.headers['retry-after']).toBe('300');
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/form-response-items',
    payload: { form_id: 'old-form', code: 'AB' },
  });
  expect(submitted.statusCode).toBe(503);
});
