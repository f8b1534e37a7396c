import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/requests';
import { auth, type TestApp } from '../test-support/test-app';
import { definition, formParts, hostileAnswer, hostileFile, urlPiece } from './fuzz-arbitraries';
import { answered, createFuzzApp, expectNoTrace, FUZZ_TIMEOUT, fuzzRuns, printStatuses, tracesOf } from './fuzz-checks';

// Any definition an organiser publishes is refused with its problems or served, and any answer to it is handled.

/** Where a form's answers go: its own endpoint for the built-in ones, the generic one otherwise. */
const DEDICATED: Record<string, string> = {
  bootcamp: '/api/v1/bootcamp-participants',
  'hackathon-team': '/api/v1/hackathon-registration',
  'bootcamp-confirmation': '/api/v1/bootcamp-confirmations',
};

/** The field names a definition declares (sub-fields as rows), for answers that reach its rules. */
function namesOf(raw: unknown): { names: string[]; rows: Map<string, string[]> } {
  const steps = typeof raw === 'object' && raw !== null ? (raw as { steps?: unknown }).steps : undefined;
  const names: string[] = [];
  const rows = new Map<string, string[]>();
  for (const step of Array.isArray(steps) ? steps : []) {
    for (const field of Array.isArray((step as { fields?: unknown }).fields) ? (step as { fields: unknown[] }).fields : []) {
      const { name, fields } = field as { name?: unknown; fields?: unknown };
      if (typeof name !== 'string') continue;
      names.push(name);
      if (Array.isArray(fields))
        rows.set(
          name,
          fields.map((sub) => (sub as { name?: unknown }).name).filter((sub): sub is string => typeof sub === 'string'),
        );
    }
  }
  return { names, rows };
}

/** Plausible answers (they pass some rules, and feed the patterns the slow inputs) mixed with hostile ones. */
const answerValue = fc.oneof(
  fc.constantFrom('a', '1', '0', 'true', '2025-01-01', 'a@example.com', 'https://example.com', `${'a'.repeat(40)}!`, `${'7'.repeat(60)}x`),
  fc.constantFrom(['1'], ['a', 'b']),
  hostileAnswer,
);

function answersFor(raw: unknown): fc.Arbitrary<Record<string, unknown>> {
  const { names, rows } = namesOf(raw);
  if (names.length === 0) return fc.dictionary(fc.string(), answerValue, { maxKeys: 2 });
  const row = (subs: string[]) =>
    fc.dictionary(subs.length > 0 ? fc.constantFrom(...subs) : fc.string(), fc.oneof(answerValue, hostileFile), { maxKeys: subs.length });
  const value = (name: string) =>
    rows.has(name)
      ? fc.oneof(fc.array(row(rows.get(name)!), { maxLength: 2 }), answerValue)
      : fc.oneof({ weight: 4, arbitrary: answerValue }, { weight: 1, arbitrary: hostileFile });
  return fc.record(Object.fromEntries(names.map((name) => [name, value(name)])), { requiredKeys: [] });
}

let t: TestApp;
let serial = 0;
beforeAll(async () => {
  t = await createFuzzApp();
});
afterAll(async () => {
  printStatuses();
  await t.close();
});

describe('fuzzed definitions', () => {
  it('publishing: refused with its problems (4xx) or published, then served and answerable', { timeout: FUZZ_TIMEOUT }, async () => {
    // Not 'member' yet: a member form embedding itself is the known failure below.
    const formId = fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: fc.constantFrom('bootcamp', 'hackathon-team', 'bootcamp-confirmation') },
      { weight: 1, arbitrary: urlPiece },
    );
    const input = fc
      .tuple(formId, definition)
      .chain(([id, raw]) => fc.tuple(fc.constant(id), fc.constant(raw), answersFor(raw), fc.boolean()));
    await fc.assert(
      fc.asyncProperty(input, async ([chosen, raw, answers, asJson]) => {
        const id = chosen || `fuzz-${(serial += 1)}`;
        const published = await answered(t, {
          method: 'PUT',
          url: `/api/v1/form-steps/${id}`,
          payload: JSON.stringify(raw),
          headers: { ...auth, 'content-type': 'application/json' },
        });
        if (published.statusCode !== 200) return;
        await answered(t, { url: `/api/v1/form-steps/${id}` });
        const url = DEDICATED[id] ?? '/api/v1/form-response-items';
        const withId = url.endsWith('form-response-items') ? { form_id: id, ...answers } : answers;
        const form = await multipart(formParts(withId));
        const body = asJson
          ? { payload: JSON.stringify(withId), headers: { 'content-type': 'application/json' } }
          : { payload: form.payload, headers: form.headers };
        const before = await tracesOf(t);
        const response = await answered(t, { method: 'POST', url, ...body });
        await expectNoTrace(t, before, response.statusCode);
        if (response.statusCode === 201) await answered(t, { url: `/api/v1/admin/submissions?form=${id}&format=csv`, headers: auth });
      }),
      fuzzRuns(600),
    );
  });

  // Found by this fuzzer: the row form's compilation recursed without end (RangeError); forms now embed one level deep.
  it('refuses a member form whose members-table embeds the member form', async () => {
    const embedding = {
      title: 'Loop',
      steps: [
        {
          title: 'One',
          fields: [{ name: 'a', label: 'A', type: 'component', componentName: 'members-table', componentProps: { rowForm: 'member' } }],
        },
      ],
    };
    const published = await answered(t, { method: 'PUT', url: '/api/v1/form-steps/member', payload: embedding, headers: auth });
    expect(published.statusCode).toBe(422);
    expect(published.json().errors[0].path).toBe('steps.0.fields.0.componentProps.rowForm');
    await answered(t, { method: 'PUT', url: '/api/v1/form-steps/loop', payload: embedding, headers: auth });
    await answered(t, { method: 'POST', url: '/api/v1/form-response-items', payload: { form_id: 'loop' } });
  });

  // Found by this fuzzer: a members-table inside a dynamicArrayField row was published,
  // then every submission threw 'Form "member" is needed'.
  it('answers a form with a members-table inside a dynamicArrayField row', async () => {
    const nested = {
      title: 'Nest',
      steps: [
        {
          title: 'One',
          fields: [
            {
              name: 'rows',
              label: 'Rows',
              type: 'dynamicArrayField',
              fields: [
                { name: 'team', label: 'Team', type: 'component', componentName: 'members-table', componentProps: { rowForm: 'member' } },
              ],
            },
          ],
        },
      ],
    };
    expect((await answered(t, { method: 'PUT', url: '/api/v1/form-steps/nest', payload: nested, headers: auth })).statusCode).toBe(200);
    expect((await answered(t, { method: 'POST', url: '/api/v1/form-response-items', payload: { form_id: 'nest' } })).statusCode).toBe(201); // no rows: nothing required
  });
});
