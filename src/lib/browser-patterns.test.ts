import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDefinition, compileDefinition } from '../engine/index';
import { browserPatterns } from './browser-patterns';
import { linearPatterns } from './linear-patterns';

const compiled = (source: string) => {
  const pattern = browserPatterns.compile(source);
  if ('problem' in pattern) throw new Error(pattern.problem);
  return pattern;
};

const ANSWERS = ['01012345678', '0101234567', ' 01012345678', 'abc', '', 'أحمد', 'a\u2028b', 'x y'];
const PATTERNS = ['^01[0125]\\d{8}$', '^[\\u0600-\\u06FF\\s]+$', '^a.b$', '\\s', '^\\w+$'];

describe('organisers’ patterns in the browser', () => {
  it('gives the server’s verdicts before re2js has arrived and after', async () => {
    const server = (source: string, text: string) => (linearPatterns.compile(source) as { test: (t: string) => boolean }).test(text);
    const before = PATTERNS.flatMap((source) => ANSWERS.map((text) => compiled(source).test(text)));
    await browserPatterns.pending!();
    const after = PATTERNS.flatMap((source) => ANSWERS.map((text) => compiled(source).test(text)));
    const expected = PATTERNS.flatMap((source) => ANSWERS.map((text) => server(source, text)));
    expect(before).toEqual(expected);
    expect(after).toEqual(expected);
  });

  it('runs in linear time once loaded: a backtracking pattern answers at once on a long answer', async () => {
    await browserPatterns.pending!();
    // On the browser's RegExp this would take 2^5000 steps.
    expect(compiled('^(a+)+$').test(`${'a'.repeat(5_000)}!`)).toBe(false);
  });

  it('refuses what is not a pattern, with a reason', () => {
    expect(browserPatterns.compile('(')).toEqual({ problem: expect.stringContaining('Invalid regular expression') });
  });

  it('still runs a pattern RE2 cannot mean (the server refuses it at publishing) on the browser’s RegExp', async () => {
    expect('problem' in linearPatterns.compile('(a)\\1')).toBe(true);
    const pattern = compiled('^(a)\\1$');
    await browserPatterns.pending!();
    expect([pattern.test('aa'), pattern.test('ab')]).toEqual([true, false]);
  });

  it('lets a compiled form wait for it before the check that decides', async () => {
    const checked = checkDefinition(
      {
        title: 'T',
        steps: [{ title: 'S', fields: [{ name: 'code', label: 'Code', type: 'text', validation: { pattern: '^[A-Z]{3}$' } }] }],
      },
      { patterns: browserPatterns },
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const form = compileDefinition(checked.definition, { patterns: browserPatterns });
    await form.patternsPending();
    expect(form.patternsPending()).toBeUndefined(); // loaded: nothing left to wait for
    expect(form.validate({ code: 'ABC' }).success).toBe(true);
    expect(form.validate({ code: 'AB1' }).success).toBe(false);
  });

  describe('on a page whose form has no pattern', () => {
    afterEach(() => {
      vi.doUnmock('re2js');
      vi.resetModules();
    });

    it('neither downloads re2js nor makes Next wait for it; a form with a pattern does both', async () => {
      vi.resetModules();
      const downloaded = vi.fn();
      vi.doMock('re2js', async (original) => {
        downloaded();
        return original();
      });
      const { browserPatterns: fresh } = await import('./browser-patterns');
      const formOf = (validation: object) => {
        const definition = { title: 'T', steps: [{ title: 'S', fields: [{ name: 'code', label: 'Code', type: 'text', validation }] }] };
        const checked = checkDefinition(definition, { patterns: fresh });
        if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
        return compileDefinition(checked.definition, { patterns: fresh });
      };
      expect(formOf({ maxLength: 5 }).patternsPending()).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(downloaded).not.toHaveBeenCalled();

      const withPattern = formOf({ pattern: '^[A-Z]{3}$' });
      await withPattern.patternsPending();
      expect(downloaded).toHaveBeenCalledTimes(1);
    });
  });
});
