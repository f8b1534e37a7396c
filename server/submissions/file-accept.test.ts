import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, postMultipart, type FormValue } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Publishes a form whose one file field accepts `accept`. */
async function publish(id: string, accept: string[]) {
  const definition = {
    title: 'Proposal',
    steps: [{ title: 'Proposal', fields: [{ name: 'proposal', label: 'Proposal', type: 'file', validation: { required: true, accept } }] }],
  };
  const response = await t.app.inject({ method: 'PUT', url: `/api/v1/form-steps/${id}`, payload: definition, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
}

const send = (formId: string, proposal: FormValue) =>
  postMultipart(t.app, '/api/v1/form-response-items', [
    ['form_id', formId],
    ['proposal', proposal],
  ]);

describe.each([
  ['an extension', 'proposal-ext', ['.pdf']],
  ['a MIME type', 'proposal-mime', ['application/pdf']],
])('a file field accepting PDFs by %s', (_kind, formId, accept) => {
  beforeAll(() => publish(formId, accept));

  it('stores a real PDF', async () => {
    const response = await send(formId, { file: pdf, name: 'Proposal.PDF', type: 'application/pdf' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a PNG renamed x.pdf with 415, whatever type the browser declared', async () => {
    const response = await send(formId, { file: png(), name: 'x.pdf', type: 'application/pdf' });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().errors).toEqual({ proposal: ['The file is not an accepted file type.'] });
  });
});

describe('the name counts for an extension entry', () => {
  beforeAll(() => publish('proposal-name', ['.pdf']));

  it('refuses a real PDF whose name does not end in .pdf, as the browser does', async () => {
    const response = await send('proposal-name', { file: pdf, name: 'proposal.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ proposal: ['File "proposal.txt" is not an accepted file type.'] });
  });
});
