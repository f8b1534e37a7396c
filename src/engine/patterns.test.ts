import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { compileDefinition, type ValidationResult } from './compile';
import type { FormDefinition } from './model';
import type { PatternEngine } from './patterns';

/** A result without its rule data, to compare messages (rule data is tested in rule-errors.test.ts). */
const messagesOnly = (result: ValidationResult) => (result.success ? result : { success: false, errors: result.errors });

const form = (validation: Record<string, unknown>, type = 'text') => ({
  title: 'T',
  steps: [
    {
      title: 'S',
      fields: [
        { name: 'code', label: 'Code', type },
        { name: 'rows', label: 'Rows', type: 'dynamicArrayField', fields: [{ name: 'ref', label: 'Ref', type, validation }] },
      ],
    },
    { title: 'Two', fields: [{ name: 'id', label: 'Id', type, validation }] },
  ],
});

/** An engine that refuses lookahead and records what it runs: stands in for the linear-time one. */
function fakeEngine() {
  const compiled: string[] = [];
  const tested: string[] = [];
  const engine: PatternEngine = {
    compile(source) {
      if (source.includes('(?=')) return { problem: 'Lookahead is not supported', hint: 'Match the text itself' };
      compiled.push(source);
      const regex = new RegExp(source);
      return { test: (text) => (tested.push(text), regex.test(text)) };
    },
  };
  return { engine, compiled, tested };
}

function checked(input: unknown, patterns?: PatternEngine): FormDefinition {
  const result = checkDefinition(input, patterns ? { patterns } : {});
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
}

describe('the pattern engine is injected', () => {
  it("reports the engine's refusal at the pattern's path, rows included, with its hint", () => {
    const { engine } = fakeEngine();
    const result = checkDefinition(form({ pattern: '(?=a)b' }), { patterns: engine });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'steps.0.fields.1.fields.0.validation.pattern', message: 'Lookahead is not supported', hint: 'Match the text itself' }, // the row's sub-field
      { path: 'steps.1.fields.0.validation.pattern', message: 'Lookahead is not supported', hint: 'Match the text itself' },
    ]);
  });

  it('validates answers, in rows too, with the engine the form was compiled with', () => {
    const { engine, tested } = fakeEngine();
    const compiled = compileDefinition(checked(form({ pattern: '^\\d{4}$' }), engine), { patterns: engine });
    expect(messagesOnly(compiled.validate({ id: '12345', rows: [{ ref: '1234' }] }))).toEqual({
      success: false,
      errors: { id: ['Invalid format'] },
    });
    expect(tested.sort()).toEqual(['1234', '12345']);
  });

  it('refuses patterns over 1000 characters before any engine sees them', () => {
    const { engine, compiled } = fakeEngine();
    const result = checkDefinition(form({ pattern: 'a'.repeat(1001) }), { patterns: engine });
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      'Pattern is longer than 1000 characters',
      'Pattern is longer than 1000 characters',
    ]);
    expect(compiled).toEqual([]);
    expect(checkDefinition(form({ pattern: 'a'.repeat(1000) }), { patterns: engine }).ok).toBe(true); // the limit itself is allowed
  });

  it('fails loudly, naming the field, when an unchecked definition has a pattern the engine refuses', () => {
    const { engine } = fakeEngine();
    const definition = checked(form({ pattern: '(?=a)b' })); // checked with JS RegExp, compiled with the fake
    expect(() => compileDefinition(definition, { patterns: engine })).toThrow(
      'The pattern of "ref" (steps.0.fields.1.fields.0) cannot run: Lookahead is not supported',
    );
  });
});

describe('without an engine, JS RegExp (shipped definitions only)', () => {
  it("reports what does not compile in the engine's own words", () => {
    const result = checkDefinition(form({ pattern: '(' }));
    expect(result.ok ? '' : result.problems[0]!.message).toMatch(/^Invalid regular expression: .*Unterminated group/);
  });

  it('reports a mismatch like zod’s regex rule, and keeps checking the other rules', () => {
    const compiled = compileDefinition(checked(form({ pattern: '^[a-z ]+$', maxWords: 1 })));
    expect(messagesOnly(compiled.validateStep(1, { id: 'two Words' }))).toEqual({
      success: false,
      errors: { id: ['Invalid format', 'Maximum 1 words'] },
    });
    expect(compiled.validateStep(1, { id: 'one' }).success).toBe(true);
  });

  it('applies the pattern before the format of e-mail and url fields', () => {
    const email = compileDefinition(checked(form({ pattern: '@example\\.org$' }, 'email')));
    expect(messagesOnly(email.validateStep(1, { id: 'a@example.com' }))).toEqual({ success: false, errors: { id: ['Invalid format'] } });
    expect(email.validateStep(1, { id: 'a@example.org' }).success).toBe(true);
  });
});
