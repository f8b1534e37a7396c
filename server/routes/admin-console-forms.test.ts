import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDefinition } from '../../src/engine/index';
import { diffDefinitions } from '../../src/engine/organiser';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const publish = (formId: string, definition: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/form-steps/${formId}`, headers: auth, payload: definition });

interface FormRow {
  formId: string;
  title: string;
  version: number;
  publishedAt: string;
  versions: { version: number; publishedAt: string }[];
}
const forms = async () => (await get('/admin/forms')).json().data as FormRow[];

describe('GET /admin/forms and /admin/forms/{formId}/versions/{version}', () => {
  it('lists every published form with its live version and title', async () => {
    const rows = await forms();
    const builtIn = ['bootcamp', 'bootcamp-confirmation', 'hackathon-team', 'member'];
    expect(rows.map((row) => row.formId)).toEqual(expect.arrayContaining(builtIn));
    const bootcamp = rows.find((row) => row.formId === 'bootcamp')!;
    expect(bootcamp).toEqual({
      formId: 'bootcamp',
      title: expect.any(String),
      version: 1,
      publishedAt: expect.any(String),
      versions: [{ version: 1, publishedAt: bootcamp.publishedAt }],
    });
    expect(bootcamp.title.length).toBeGreaterThan(0);
  });

  it('keeps every version, newest first, and answers each definition as it was published', async () => {
    const first = (await get('/admin/forms/volunteer/versions/1')).json();
    // As written: the sample's texts are { en, ar }; the console checks the definition in its own language.
    const definition = expect.objectContaining({
      id: 'volunteer',
      title: expect.objectContaining({ en: expect.any(String) }),
      steps: expect.any(Array),
    });
    expect(first).toEqual({ data: definition, version: 1, publishedAt: expect.any(String) });

    const changed = structuredClone(first.data) as { title: string; steps: { fields: { label: string; name?: string }[] }[] };
    changed.title = 'Volunteer with us';
    changed.steps[0]!.fields[0]!.label = 'Your full name';
    expect((await publish('volunteer', changed)).statusCode).toBe(200);

    const volunteer = (await forms()).find((row) => row.formId === 'volunteer')!;
    expect(volunteer).toMatchObject({ title: 'Volunteer with us', version: 2 });
    expect(volunteer.versions.map((row) => row.version)).toEqual([2, 1]);
    const second = (await get('/admin/forms/volunteer/versions/2')).json();
    expect(second).toMatchObject({ version: 2, data: { title: 'Volunteer with us' } });

    // The console compares two versions with the engine's diff.
    const checked = [first.data, second.data].map((raw) => checkDefinition(raw));
    if (!checked[0]!.ok || !checked[1]!.ok) throw new Error('a stored version does not pass the checks');
    const diff = diffDefinitions(checked[0]!.definition, checked[1]!.definition);
    const relabelled = { label: 'Your full name', changes: [{ what: 'label', after: 'Your full name' }] };
    expect(diff).toMatchObject({ added: [], removed: [], changed: [relabelled] });
  });

  it('answers 404 for an unknown form or version, 400 for a malformed one, 401 without the token', async () => {
    expect((await get('/admin/forms/volunteer/versions/9')).statusCode).toBe(404);
    expect((await get('/admin/forms/nothing/versions/1')).statusCode).toBe(404);
    expect((await get('/admin/forms/volunteer/versions/0')).statusCode).toBe(400);
    expect((await get('/admin/forms/volunteer/versions/one')).statusCode).toBe(400);
    expect((await get('/admin/forms/bad%20id/versions/1')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/admin/forms' })).statusCode).toBe(401);
  });
});
