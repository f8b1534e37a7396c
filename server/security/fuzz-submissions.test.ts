import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../../tests/fixtures/valid-answers';
import { bootcampAnswers, confirmationAnswers, teamAnswers } from '../test-support/answers';
import { multipart, photo } from '../test-support/requests';
import { auth, type TestApp } from '../test-support/test-app';
import { encodeAll, formParts, hostileJson, hostileParts, hostileText, mutated } from './fuzz-arbitraries';
import { answered, createFuzzApp, expectNoTrace, FUZZ_TIMEOUT, fuzzRuns, printStatuses, tracesOf } from './fuzz-checks';

// Never a 5xx, never a hang, never a partial row or a stray file, whatever a submission carries.

const generic = {
  title: 'Fuzz',
  steps: [
    {
      title: 'All kinds',
      fields: [
        { name: 'full_name', label: 'Name', type: 'text', validation: { required: true, maxLength: 100 } },
        { name: 'email', label: 'E-mail', type: 'email' },
        { name: 'age', label: 'Age', type: 'number', validation: { min: 10, max: 99 } },
        { name: 'day', label: 'Day', type: 'date' },
        {
          name: 'team',
          label: 'Team',
          type: 'select',
          options: [
            { label: 'A', value: 'a' },
            { label: 'B', value: 'b' },
          ],
        },
        {
          name: 'tools',
          label: 'Tools',
          type: 'multiselect',
          options: [
            { label: 'X', value: 'x' },
            { label: 'Y', value: 'y' },
          ],
        },
        { name: 'challenge', label: 'Challenge', type: 'select', isComeFromApi: true, endpoint: '/challenges' },
        { name: 'agree', label: 'Agree', type: 'checkbox' },
        { name: 'site', label: 'Site', type: 'url' },
        { name: 'poster', label: 'Poster', type: 'image' },
      ],
    },
  ],
};
const genericAnswers = {
  form_id: 'fuzz-generic',
  ip_address: '203.0.113.9',
  submitted_at: '2025-09-10',
  full_name: 'Salma',
  email: 's@example.com',
  age: '30',
  day: '2000-01-01',
  team: 'a',
  tools: ['x'],
  challenge: '1',
  agree: 'true',
  site: 'https://example.com',
};
const { recaptcha: _token, ...bootcampJson } = validAnswers.bootcamp;

/** Each form route with valid answers as JSON (files as the browser's objects) and as multipart (real PNGs). */
const ROUTES = [
  { url: '/api/v1/bootcamp-participants', json: bootcampJson, parts: bootcampAnswers() },
  { url: '/api/v1/hackathon-registration', json: validAnswers['hackathon-team'], parts: teamAnswers() },
  { url: '/api/v1/bootcamp-confirmations', json: confirmationAnswers(), parts: confirmationAnswers() },
  { url: '/api/v1/form-response-items', json: genericAnswers, parts: { ...genericAnswers, poster: photo('poster.png') } },
  {
    url: '/api/v1/form-response-items',
    json: { ...confirmationAnswers(), form_id: 'bootcamp-confirmation' },
    parts: { ...bootcampAnswers(), form_id: 'bootcamp' },
  },
];

let serial = 0;
/** Fresh e-mails, national IDs and team names, so answers that stay valid reach the database, not the duplicate check. */
function fresh(value: unknown, made = new Map<string, string>()): unknown {
  if (typeof value === 'string') {
    const kind = /^[23]\d{13}$/.test(value)
      ? 'id'
      : value.endsWith('@example.com')
        ? 'email'
        : value === 'Cairo Stargazers'
          ? 'team'
          : undefined;
    if (!kind) return value;
    if (!made.has(value))
      made.set(
        value,
        kind === 'id'
          ? `3${String((serial += 1)).padStart(13, '0')}`
          : kind === 'email'
            ? `f${(serial += 1)}.${value}`
            : `Team ${(serial += 1)}`,
      );
    return made.get(value);
  }
  if (Array.isArray(value)) return value.map((item) => fresh(item, made));
  if (typeof value === 'object' && value !== null && !('file' in value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fresh(item, made)]));
  return value;
}

const idempotencyKey = fc.option(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }), { nil: undefined, freq: 4 });
const headersOf = (key: string | undefined): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key });

let t: TestApp;
beforeAll(async () => {
  t = await createFuzzApp();
  expect((await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/fuzz-generic', payload: generic, headers: auth })).statusCode).toBe(
    200,
  );
});
afterAll(async () => {
  printStatuses();
  await t.close();
});

describe('fuzzed submissions', () => {
  it('JSON: mutated answers or any JSON body', { timeout: FUZZ_TIMEOUT }, async () => {
    const body = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...ROUTES).chain((route) => fc.tuple(fc.constant(route.url), mutated(route.json))) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ROUTES.map((route) => route.url)), hostileJson) },
    );
    await fc.assert(
      fc.asyncProperty(body, idempotencyKey, async ([url, payload], key) => {
        const before = await tracesOf(t);
        const response = await answered(t, {
          method: 'POST',
          url,
          payload: JSON.stringify(fresh(payload)),
          headers: { 'content-type': 'application/json', ...headersOf(key) },
        });
        await expectNoTrace(t, before, response.statusCode);
      }),
      fuzzRuns(400),
    );
  });

  it('multipart: mutated answers, hostile field names, values and files', { timeout: FUZZ_TIMEOUT }, async () => {
    const body = fc
      .constantFrom(...ROUTES)
      .chain((route) => fc.tuple(fc.constant(route.url), mutated(route.parts), hostileParts, fc.boolean()));
    await fc.assert(
      fc.asyncProperty(body, idempotencyKey, async ([url, answers, extra, extraFirst], key) => {
        const entries = formParts(fresh(answers));
        const form = await multipart(extraFirst ? [...extra, ...entries] : [...entries, ...extra]);
        const before = await tracesOf(t);
        const response = await answered(t, { method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headersOf(key) } });
        await expectNoTrace(t, before, response.statusCode);
      }),
      fuzzRuns(200),
    );
  });

  it(
    'free text: any Unicode in a valid answer is stored (201) or refused with its field named (422)',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const text = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }), hostileText);
      await fc.assert(
        fc.asyncProperty(text, fc.boolean(), async (name, asJson) => {
          const answers = { ...genericAnswers, full_name: name };
          const form = await multipart(formParts(answers));
          const request = asJson
            ? { payload: JSON.stringify(answers), headers: { 'content-type': 'application/json' } }
            : { payload: form.payload, headers: form.headers };
          const before = await tracesOf(t);
          const response = await answered(t, { method: 'POST', url: '/api/v1/form-response-items', ...request });
          expect([201, 422]).toContain(response.statusCode);
          if (response.statusCode === 422) expect(Object.keys(response.json().errors)).toEqual(['full_name']);
          await expectNoTrace(t, before, response.statusCode);
        }),
        fuzzRuns(150),
      );
    },
  );

  it('form_id: any text in the body or the query string', { timeout: FUZZ_TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (formId, inQuery) => {
        const before = await tracesOf(t);
        const url = inQuery ? `/api/v1/form-response-items?form_id=${encodeAll(formId)}` : '/api/v1/form-response-items';
        const form = await multipart(
          inQuery
            ? [['full_name', 'x']]
            : [
                ['form_id', formId],
                ['full_name', 'x'],
              ],
        );
        const response = await answered(t, { method: 'POST', url, payload: form.payload, headers: form.headers });
        await expectNoTrace(t, before, response.statusCode);
      }),
      fuzzRuns(120),
    );
  });

  // Found by this fuzzer: a null member row reached the engine's cross-field rule (row.re_email) and threw.
  it('refuses a team whose member row is null', async () => {
    const response = await answered(t, {
      method: 'POST',
      url: '/api/v1/hackathon-registration',
      payload: { ...validAnswers['hackathon-team'], members: [null] },
    });
    expect(response.statusCode).toBe(422);
  });
});
