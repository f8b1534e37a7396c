import { RE2JS } from 're2js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

// Polynomial on a backtracking engine: ~n⁴ steps, so 10,000 digits would hold the event loop for hours.
const SLOW = '\\d*\\d*\\d*\\d*x$';
const ANSWER = '7'.repeat(10_000); // the longest text answer the engine accepts

const formWith = (pattern: string) => ({
  title: 'Hostile pattern',
  steps: [
    { title: 'One', fields: [{ name: 'name', label: 'Name', type: 'text' }] },
    {
      title: 'Two',
      fields: [
        { name: 'nickname', label: 'Nickname', type: 'text' },
        { name: 'code', label: 'Code', type: 'text', validation: { pattern } },
      ],
    },
  ],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Answers whenever a backtracking RegExp runs the pattern, without running it: the test fails instead of hanging. */
function watchBacktracking(source: string): number[] {
  const runs: number[] = [];
  const exec = RegExp.prototype.exec;
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, text: string) {
    if (this.source !== source) return exec.call(this, text);
    runs.push(String(text).length);
    return null;
  });
  return runs;
}

/** Feeds re2js the answer as UTF-8 bytes behind a proxy that counts reads: its work, whatever the machine's speed. */
function countRe2Reads(): { reads: number; inputs: number[] } {
  const seen = { reads: 0, inputs: [] as number[] };
  const test = RE2JS.prototype.test;
  vi.spyOn(RE2JS.prototype, 'test').mockImplementation(function (this: RE2JS, input: string | number[] | Uint8Array) {
    if (typeof input !== 'string') return test.call(this, input);
    seen.inputs.push(input.length);
    const bytes = new Proxy([...new TextEncoder().encode(input)], {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) seen.reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    return test.call(this, bytes);
  });
  return seen;
}

describe('an organiser pattern cannot stall the server', () => {
  it('refuses at publish what the linear-time engine cannot run, with the JSON path and a hint', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/lookahead', headers: auth, payload: formWith('(?=a)b') });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        path: 'steps.1.fields.1.validation.pattern',
        message: 'Lookahead is not supported: (?=…) cannot run in linear time',
        hint: expect.stringMatching(/linear-time engine/),
      },
    ]);
    expect((await t.app.inject({ url: '/api/v1/form-steps/lookahead' })).statusCode).toBe(404); // nothing was published
  });

  it('validates a 10,000-character answer against a polynomial pattern in linear work', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/slow', headers: auth, payload: formWith(SLOW) })).statusCode).toBe(
      200,
    );
    const backtracked = watchBacktracking(SLOW);
    const re2 = countRe2Reads();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form-response-items',
      payload: { form_id: 'slow', name: 'Salma', code: ANSWER },
    });

    expect(submitted.statusCode).toBe(422);
    expect(submitted.json().errors).toEqual({ code: ['Invalid format'] });
    expect(backtracked).toEqual([]); // the pattern never ran on JS RegExp
    expect(re2.inputs).toEqual([10_000]); // it ran on re2js, once, on the whole answer
    expect(re2.reads).toBeLessThanOrEqual(4 * ANSWER.length); // a few reads per character: linear, not n⁴
  });
});
