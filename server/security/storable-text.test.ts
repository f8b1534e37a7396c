import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootcampEntries, teamAnswers } from '../test-support/answers';
import { formEntries, photo, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { isStorable, nestsTooDeep, UNSTORABLE_MESSAGE, unstorablePaths } from './storable-text';

describe('isStorable', () => {
  it('accepts any well-formed text, refuses NUL and lone surrogates', () => {
    expect(isStorable('Ahmed \u0623\u062d\u0645\u062f \ud83d\ude80')).toBe(true); // a surrogate pair is one code point
    expect(isStorable('\u0001\u007f\ufffe')).toBe(true); // PostgreSQL stores other control characters
    expect(isStorable('a\u0000b')).toBe(false);
    expect(isStorable('\ud800')).toBe(false); // high half alone
    expect(isStorable('x\udc00')).toBe(false); // low half alone
    expect(isStorable('\udc00\ud800')).toBe(false); // halves in the wrong order
  });
});

describe('nestsTooDeep', () => {
  it('allows 64 levels, refuses 65', () => {
    const nest = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
    expect(nestsTooDeep(nest(64))).toBe(false);
    expect(nestsTooDeep(nest(65))).toBe(true);
    expect(nestsTooDeep('text')).toBe(false);
  });
});

describe('unstorablePaths', () => {
  it('names values and keys by their path, bad characters of a key shown as U+FFFD', () => {
    expect(unstorablePaths({ name_en: 'ok', members: [{ name: 'ok' }, { name: 'a\u0000' }], ['k\u0000']: 1 })).toEqual([
      'members.1.name',
      'k\ufffd',
    ]);
    expect(unstorablePaths('\ud800')).toEqual(['body']);
  });

  it('walks records without a prototype, skips class instances (received files)', () => {
    const record = Object.create(Object.create(null) as object) as Record<string, unknown>;
    record.q = '\u0000';
    class File {
      name = '\u0000';
    }
    expect(unstorablePaths({ query: record, file: new File() })).toEqual(['query.q']);
  });

  it('walks a value nested far deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(unstorablePaths(deep)).toHaveLength(1);
  });

  it('names at most 20 fields', () => {
    expect(unstorablePaths(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('the boundary check on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = (fields: string[]) => ({
    success: false,
    message: expect.any(String),
    errors: Object.fromEntries(fields.map((field) => [field, [UNSTORABLE_MESSAGE]])),
  });
  const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...headers, 'content-type': 'application/json' } });

  it('refuses NUL or a lone surrogate in a JSON answer, naming the field', async () => {
    const nul = await json('POST', '/bootcamp-confirmations', JSON.stringify({ name: 'Omar\u0000', email: 'o@example.com' }));
    expect([nul.statusCode, nul.json()]).toEqual([422, refusal(['name'])]);
    const team = await json('POST', '/hackathon-registration', '{"team_name":"ok","members":[{"name":"\\ud800"}]}');
    expect([team.statusCode, team.json()]).toEqual([422, refusal(['members.0.name'])]);
  });

  it('refuses them in a definition by its JSON path, and keeps the published version', async () => {
    const definition = '{"title":"Poll","steps":[{"title":"One\\u0000","fields":[{"name":"q","label":"Q","type":"text"}]}]}';
    const response = await json('PUT', '/form-steps/poll', definition, auth);
    expect([response.statusCode, response.json()]).toEqual([422, refusal(['steps.0.title'])]);
    expect((await t.app.inject({ url: '/api/v1/form-steps/poll' })).statusCode).toBe(404);
  });

  it('refuses a JSON body nested past any use (JSON.stringify of the answers overflowed: a 500)', async () => {
    const deep = await json('POST', '/form-response-items', `{"form_id":"x","a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect([deep.statusCode, deep.json().message]).toEqual([400, 'The request body is nested too deeply.']);
    expect((await json('POST', '/form-response-items', `{"form_id":"x","a":${'['.repeat(60)}${']'.repeat(60)}}`)).statusCode).toBe(404); // 61 levels pass
  });

  it('refuses them in settings, the assistants and the organisers\u2019 bodies', async () => {
    expect((await json('PUT', '/settings', '{"edition":2025,"countdownTarget":"\\u0000"}', auth)).json().errors).toEqual({
      countdownTarget: [UNSTORABLE_MESSAGE],
    });
    expect((await json('POST', '/assistant/chat', '{"messages":[{"role":"user","content":"\\udfff"}]}')).json().errors).toEqual({
      'messages.0.content': [UNSTORABLE_MESSAGE],
    });
    expect((await json('PATCH', '/admin/applications/bootcamp/1', '{"status":"accepted","note":"\\u0000"}', auth)).statusCode).toBe(422);
  });

  it.each([
    ['/form-steps/%00', 'formId'],
    ['/admin/submissions?form=%00', 'form'],
    ['/admin/applications?kind=bootcamp&q=a%00', 'q'],
    ['/applications/%00', 'token'],
    ['/bootcamp-participant-skills?%00=1', '\ufffd'],
  ])('refuses GET %s naming %s', async (url, field) => {
    const response = await t.app.inject({ url: `/api/v1${url}`, headers: auth });
    expect([response.statusCode, response.json()]).toEqual([422, refusal([field])]);
  });

  it.each(['/admin/slots/1e400', '/admin/applications/bootcamp/1e400'])(
    'refuses PUT/GET %s: coercion made the id Infinity (was a 500)',
    async (url) => {
      const response = await t.app.inject({
        method: url.includes('slots') ? 'PUT' : 'GET',
        url: `/api/v1${url}`,
        payload: url.includes('slots') ? { capacity: 1 } : undefined,
        headers: auth,
      });
      expect([response.statusCode, response.json().errors]).toEqual([400, { id: ['This number is too large.'] }]);
    },
  );

  it('refuses a query number that coercion made Infinity', async () => {
    const response = await t.app.inject({ url: '/api/v1/admin/applications?kind=bootcamp&page=1e400', headers: auth });
    expect([response.statusCode, response.json().errors]).toEqual([400, { page: ['This number is too large.'] }]);
  });

  it('refuses them in query strings and path parameters of POSTs', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/applications/a%00/withdraw' })).json().errors).toEqual({
      token: [UNSTORABLE_MESSAGE],
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=hi%00&answer=ok' })).json().errors).toEqual({
      question: [UNSTORABLE_MESSAGE],
    });
  });

  it('refuses them in multipart values and field names, leaving no file behind', async () => {
    const value = await postMultipart(t.app, '/api/v1/bootcamp-participants', bootcampEntries({ name_en: 'Omar\u0000' }));
    expect([value.statusCode, value.json()]).toEqual([422, refusal(['name_en'])]);
    const member = await postMultipart(
      t.app,
      '/api/v1/hackathon-registration',
      formEntries(teamAnswers({ members: [{ ['na\u0000me']: 'x' }] })),
    );
    expect([member.statusCode, member.json()]).toEqual([422, refusal(['members.0.na\ufffdme'])]);
    // The server keeps 200 characters of a file name, cut by characters: half an emoji never reaches jsonb (was a 500).
    const cut = await postMultipart(
      t.app,
      '/api/v1/bootcamp-participants',
      bootcampEntries({
        email: 'cut@example.com',
        national_id: '30001010000999',
        personal_photo: photo(`${'a'.repeat(199)}\u{1F600}.png`),
      }),
    );
    expect(cut.statusCode, cut.body).toBe(201);
    const formId = await postMultipart(t.app, '/api/v1/form-response-items', [
      ['form_id', 'x\u0000'],
      ['a', 'b'],
    ]);
    expect([formId.statusCode, formId.json()]).toEqual([422, refusal(['form_id'])]);
    expect(readdirSync(t.deps.storage.tmpDir)).toEqual([]);
  });
});
