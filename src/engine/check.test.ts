import { describe, expect, it } from 'vitest';
import { checkDefinition, checkDefinitionText } from './check';

const form = (fields: unknown[], extra: Record<string, unknown> = {}) => ({ title: 'T', steps: [{ title: 'S', fields }], ...extra });
const problemsOf = (input: unknown) => {
  const result = checkDefinition(input);
  return result.ok ? [] : result.problems.map(({ path, message }) => `${path}: ${message}`);
};
const select = { name: 'graduated', label: 'Graduated', type: 'select', options: [{ label: 'Yes', value: '1' }] };

describe('checkDefinition reports every problem with its path at once', () => {
  it('finds structural and semantic problems in one pass', () => {
    const problems = problemsOf(
      form([
        { name: 'a', label: 'A', type: 'txt' }, // unknown type
        { name: 'b', label: 'B', type: 'text' },
        { name: 'b', label: 'B again', type: 'text' }, // duplicate
        { name: 'c', label: 'C', type: 'text', dependsOn: { field: 'nope', value: '1' } }, // dangling
        { name: 'd', label: 'D', type: 'text', validation: { minLength: 5, maxLength: 2 } }, // min above max
        { name: 'e', label: 'E', type: 'text', validation: { pattern: 'a'.repeat(1001) } }, // too long for any engine
        { name: 'f', label: 'F', type: 'text', validation: { pattern: '(' } }, // invalid
        { name: 'g', label: 'G', type: 'select' }, // no options, no endpoint
        { name: 'h', label: 'H', type: 'component', componentName: 'gallery' }, // unknown component
      ]),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^steps\.0\.fields\.0\.type: Unknown field type "txt"; use one of text, email/),
      'steps.0.fields.2.name: Duplicate field name "b" (also at steps.0.fields.1)',
      'steps.0.fields.3.dependsOn.field: Depends on "nope", which is not a field of this form',
      'steps.0.fields.4.validation.minLength: minLength (5) is above maxLength (2)',
      'steps.0.fields.5.validation.pattern: Pattern is longer than 1000 characters',
      expect.stringMatching(/^steps\.0\.fields\.6\.validation\.pattern: Invalid regular expression/),
      'steps.0.fields.7.options: "g" is a select without options or an endpoint',
      'steps.0.fields.8.componentName: Unknown component "gallery"',
    ]);
  });

  it('finds cycles in conditions', () => {
    const problems = problemsOf(
      form([
        { ...select, name: 'a', dependsOn: { field: 'b', value: '1' } },
        { ...select, name: 'b', dependsOn: { field: 'a', value: '1' } },
      ]),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^steps\.0\.fields\.\d\.dependsOn\.field: Conditions form a cycle: (a -> b -> a|b -> a -> b)$/),
    ]);
    expect(problemsOf(form([{ ...select, dependsOn: { field: 'graduated', value: '1' } }]))).toEqual([
      'steps.0.fields.0.dependsOn.field: "graduated" cannot depend on itself',
    ]);
  });

  it('suggests the property meant by a typo', () => {
    const result = checkDefinition(form([{ name: 'a', label: 'A', type: 'text', dependOn: { field: 'b', value: 1 } }]));
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'steps.0.fields.0.dependOn', message: 'Unknown property "dependOn"', hint: 'Did you mean "dependsOn"?' },
    ]);
  });

  it('names missing and mistyped properties', () => {
    expect(problemsOf({ steps: [] })).toEqual(['title: "title" is required', 'steps: A definition needs at least one step']);
    expect(problemsOf(form([{ name: 'a', label: 7, type: 'text' }]))).toEqual([
      'steps.0.fields.0.label: Expected text (a string or { "en": "…", "ar": "…" }), got a number',
    ]);
    expect(problemsOf('a form')).toEqual([': Expected object, got a string']);
  });

  it('refuses reserved and unusable names', () => {
    expect(problemsOf(form([{ name: 'form_id', label: 'A', type: 'text' }]))).toEqual([
      'steps.0.fields.0.name: "form_id" is reserved; choose another name',
    ]);
    expect(problemsOf(form([{ name: 'a.b', label: 'A', type: 'text' }]))).toEqual(['steps.0.fields.0.name: Invalid field name "a.b"']);
  });

  it('checks half-written conditions, matches, optionsFrom and component props', () => {
    expect(
      problemsOf(
        form([
          { name: 'a', label: 'A', type: 'text', dependsOn: { field: 'b' } },
          { name: 'b', label: 'B', type: 'text', validation: { matches: 'zz' } },
          { name: 'c', label: 'C', type: 'select', optionsFrom: { field: 'rows', labelKey: 'name' } },
          {
            name: 'd',
            label: 'D',
            type: 'component',
            componentName: 'members-table',
            componentProps: { rowForm: 'member', countField: 'n' },
          },
        ]),
      ),
    ).toEqual([
      'steps.0.fields.0.dependsOn.value: A condition needs a value',
      'steps.0.fields.1.validation.matches: Must match "zz", which is not a field of this form',
      'steps.0.fields.2.optionsFrom.field: Options come from "rows", which is not a field of this form',
      'steps.0.fields.3.componentProps.countField: "n" is not a field of this form',
    ]);
  });

  it('reports JSON syntax errors of definition text', () => {
    const result = checkDefinitionText('{ "title": "T", ');
    expect(result.ok ? '' : result.problems[0]!.message).toMatch(/^Not valid JSON: /);
  });
});

describe("checkDefinition accepts the organisers' builder export as it is", () => {
  it('takes empty conditions, empty endpoints, top-level required and derived names', () => {
    const result = checkDefinition(
      form([
        { label: 'Full Name', type: 'text', required: true, dependsOn: {}, endpoint: '', body: '', options: [], validation: {} },
        { label: 'Phone', type: 'phone', dependsOn: {}, endpoint: '', options: [] },
        { label: 'Website', type: 'url', validation: { required: false } },
        { label: 'Start', type: 'time' },
        { label: 'Track', type: 'radio', options: [{ label: 'Web', value: 'web' }] },
        { label: 'Mentor', type: 'checkbox', dependsOn: { field: 'track', value: ['Web', 'mobile'] } },
        { label: 'Note', type: 'text', dependencies: [{ field: 'mentor', value: true, action: 'require' }] },
        { label: 'Links', type: 'dynamicArrayField', fields: [{ label: 'Url', type: 'url' }] },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.definition.fields.map((field) => field.name)).toEqual([
      'fullname',
      'phone',
      'website',
      'start',
      'track',
      'mentor',
      'note',
      'links',
    ]);
    expect(result.definition.fields[0]!.validation.required).toBe(true); // top-level required is the requirement
  });

  it('sorts fields by order within a step, written order otherwise', () => {
    const result = checkDefinition(
      form([
        { name: 'c', label: 'C', type: 'text' },
        { name: 'b', label: 'B', type: 'text', order: 2 },
        { name: 'a', label: 'A', type: 'text', order: 1 },
        { name: 'd', label: 'D', type: 'text' },
      ]),
    );
    expect(result.ok && result.definition.steps[0]!.fields.map((field) => field.name)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('checkDefinition refuses hostile definitions quickly', () => {
  it('refuses 100k fields', () => {
    const fields = Array.from({ length: 100_000 }, (_, index) => ({ name: `f${index}`, label: 'F', type: 'text' }));
    expect(problemsOf(form(fields))).toEqual(['steps.0.fields: A definition may have at most 5000 fields']);
  });

  it('refuses deep nesting without overflowing the stack', () => {
    let deep: unknown = {};
    for (let depth = 0; depth < 100_000; depth += 1) deep = { a: deep };
    expect(problemsOf(form([{ name: 'a', label: 'A', type: 'text', defaultValue: deep }]))[0]).toMatch(/nested too deeply/);
    const text = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const parsed = checkDefinitionText(text);
    expect(parsed.ok ? '' : parsed.problems[0]!.message).toMatch(/nested too deeply|Not valid JSON/);
  });

  it('refuses huge strings and huge text', () => {
    expect(problemsOf(form([{ name: 'a', label: 'x'.repeat(1_000_000), type: 'text' }]))).toEqual([
      'steps.0.fields.0.label: Text longer than 20000 characters (1000000)',
    ]);
    const result = checkDefinitionText(' '.repeat(5_000_000));
    expect(result.ok ? '' : result.problems[0]!.message).toBe('The definition is larger than 4000000 characters');
  });

  it('survives objects that JSON cannot describe', () => {
    const cyclic: Record<string, unknown> = { title: 'T' };
    cyclic.steps = [{ title: 'S', fields: [cyclic] }];
    expect(problemsOf(cyclic)[0]).toMatch(/nested too deeply|too large/);
  });
});
