import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { compileDefinition } from './compile';
import { FIELD_TYPES } from './definition-schema';
import { traitsOf } from './field-types';

/** Definition-like values: mostly the right keys with arbitrary contents, to reach past the shape check. */
const fieldLike = fc.record(
  {
    name: fc.oneof(fc.constantFrom('a', 'b', 'c', 'd'), fc.string()),
    label: fc.oneof(fc.string(), fc.anything()),
    type: fc.oneof(fc.constantFrom(...FIELD_TYPES), fc.string()),
    options: fc.array(fc.record({ label: fc.string(), value: fc.oneof(fc.string(), fc.integer(), fc.boolean()) }), { maxLength: 3 }),
    validation: fc.record(
      {
        required: fc.boolean(),
        minLength: fc.oneof(fc.nat(20), fc.integer()),
        maxLength: fc.nat(20),
        min: fc.double(),
        max: fc.integer(),
        pattern: fc.oneof(fc.constantFrom('^\\d+$', '(a+)+', '['), fc.string({ maxLength: 8 })),
        matches: fc.constantFrom('a', 'b', 'zz'),
        minItems: fc.nat(4),
        maxSize: fc.nat(),
      },
      { requiredKeys: [] },
    ),
    dependsOn: fc.oneof(
      fc.constant({}),
      fc.record({ field: fc.constantFrom('a', 'b', 'c', 'x'), value: fc.oneof(fc.string(), fc.boolean(), fc.array(fc.string())) }),
    ),
    dependencies: fc.array(
      fc.record({ field: fc.constantFrom('a', 'b'), value: fc.string(), action: fc.constantFrom('show', 'hide', 'require') }),
      { maxLength: 2 },
    ),
    isComeFromApi: fc.boolean(),
    endpoint: fc.constantFrom('', '/majors'),
    componentName: fc.constantFrom('members-table', 'x'),
  },
  { requiredKeys: ['label', 'type'] },
);
const definitionLike = fc.record({
  title: fc.oneof(fc.string(), fc.anything()),
  steps: fc.array(fc.record({ title: fc.string(), fields: fc.array(fieldLike, { maxLength: 5 }) }), { maxLength: 3 }),
});

describe('the checker never throws', () => {
  it('answers arbitrary JSON with a definition or a list of problems', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = checkDefinition(input);
        expect(result.ok || result.problems.length > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('answers definition-like values the same way, and compiles whatever it accepts', () => {
    fc.assert(
      fc.property(definitionLike, fc.anything(), (input, answers) => {
        const result = checkDefinition(input);
        if (!result.ok) {
          expect(result.problems.every((problem) => typeof problem.path === 'string' && problem.message.length > 0)).toBe(true);
          return;
        }
        const compiled = compileDefinition(result.definition, { forms: { x: result.definition } });
        const validated = compiled.validate(answers);
        expect(typeof validated.success).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('a compiled schema never throws', () => {
  const checked = checkDefinition({
    title: 'T',
    steps: [
      {
        title: 'S',
        fields: FIELD_TYPES.filter((type) => traitsOf({ type }).rowsFrom !== 'rowForm').map((type) => ({
          name: `f_${type}`,
          label: type,
          type,
          options: [{ label: 'A', value: 'a' }],
          fields: [{ name: 'x', label: 'X', type: 'text' }],
          validation: { required: true },
        })),
      },
    ],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const compiled = compileDefinition(checked.definition);

  it('turns arbitrary values into results, for every field type', () => {
    const answers = fc.dictionary(fc.constantFrom(...Object.keys(compiled.initialValues), 'other'), fc.anything());
    fc.assert(
      fc.property(fc.oneof(answers, fc.anything()), (values) => {
        expect(typeof compiled.validate(values).success).toBe('boolean');
        expect(typeof compiled.validateStep(0, values).success).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});
