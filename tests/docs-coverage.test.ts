import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentContracts } from '../src/engine/components';
import { definitionSchema, fieldSchema, RULE_NAMES, stepSchema, validationSchema } from '../src/engine/definition-schema';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Whether a name is written in code somewhere in the text: `name`, `validation.name`, `{ name, ... }`. */
const namedInCode = (markdown: string, name: string) => {
  const escaped = name.replace(/[$]/g, '\\$&');
  return new RegExp(`\`[^\`\\n]*?(?<![\\w$])${escaped}(?!\\w)[^\`\\n]*\``).test(markdown);
};

/** Variables an environment schema declares, one `NAME: schema` line each. */
const declaredVariables = (source: string) => [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+):\s/gm)].map((match) => match[1]!);

describe('docs/forms.md', () => {
  const forms = read('docs/forms.md');
  const properties = {
    definition: Object.keys(definitionSchema.shape),
    step: Object.keys(stepSchema.shape),
    field: Object.keys(fieldSchema.shape),
    validation: Object.keys(validationSchema.shape),
    'members-table props': Object.keys(componentContracts['members-table'].propsSchema.shape),
    rule: [...RULE_NAMES],
  };

  it.each(Object.entries(properties))('names every %s property the format has', (_kind, names) => {
    expect(names.filter((name) => !namedInCode(forms, name))).toEqual([]);
  });
});

describe('docs/operating.md', () => {
  const configuration = read('docs/operating.md').split('\n## Configuration')[1]?.split('\n## ')[0] ?? '';
  const variables = [...declaredVariables(read('server/config.ts')), ...declaredVariables(read('server/assistants/assistant-config.ts'))];

  it('has a configuration table naming every variable the server reads', () => {
    expect(variables.length).toBeGreaterThan(25);
    expect(variables.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });
});
