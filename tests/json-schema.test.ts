import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { renderDefinitionJsonSchema, SCHEMA_PATH } from '../scripts/gen-schema';

const FORMS_DIR = join(import.meta.dirname, '..', 'forms');

function definitionFiles(dir = FORMS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? definitionFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

describe('schemas/form-definition.schema.json', () => {
  it('is up to date with the engine (run npm run gen:schema)', () => {
    expect(readFileSync(SCHEMA_PATH, 'utf8')).toBe(renderDefinitionJsonSchema());
  });

  const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')));

  it.each(definitionFiles().map((file) => [file.slice(FORMS_DIR.length + 1), file]))(
    'accepts forms/%s and is pointed at by it',
    (_name, file) => {
      const definition = JSON.parse(readFileSync(file, 'utf8'));
      expect(validate(definition), JSON.stringify(validate.errors)).toBe(true);
      expect(definition.$schema).toMatch(/(\.\.\/)+schemas\/form-definition\.schema\.json$/);
    },
  );

  it('gives an editor the same refusals as the engine', () => {
    const broken = { title: 'T', steps: [{ title: 'S', fields: [{ name: 'a', label: 'A', type: 'txt', dependOn: {} }] }] };
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(expect.arrayContaining(['/steps/0/fields/0/type']));
  });
});
