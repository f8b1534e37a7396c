import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../check';
import { compileDefinition } from '../compile';
import { FIELD_TYPES, type FieldType } from '../definition-schema';
import { lintDefinition } from '../lint';
import type { FieldDef } from '../model';
import { fieldTypes, traitsOf } from './index';
import type { FieldTraits } from './spec';
import { FILE_MAX_SIZE, IMAGE_MAX_SIZE, IMAGE_TYPES } from './upload';

type Pinned = Pick<FieldTraits, 'value' | 'format' | 'reviewable' | 'exportAs' | 'keptInDrafts'>;

// The built-in types, written out: changing what one says about itself has to change this table too.
// A new type is held by the invariants below instead.
const PINNED: Partial<Record<FieldType, Pinned>> = {
  text: { value: 'text', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  email: { value: 'text', format: 'email', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  password: { value: 'text', reviewable: true, exportAs: 'cell', keptInDrafts: false }, // never kept half-typed
  number: { value: 'number', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  tel: { value: 'text', format: 'phone', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  phone: { value: 'text', format: 'phone', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  url: { value: 'text', format: 'url', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  time: { value: 'text', format: 'time', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  textarea: { value: 'text', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  file: { value: 'upload', reviewable: true, exportAs: 'fileLinks', keptInDrafts: true },
  image: { value: 'upload', reviewable: true, exportAs: 'fileLinks', keptInDrafts: true },
  select: { value: 'choice', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  radio: { value: 'choice', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  multiselect: { value: 'list', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  date: { value: 'text', format: 'date', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  checkbox: { value: 'toggle', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  switch: { value: 'toggle', reviewable: true, exportAs: 'cell', keptInDrafts: true },
  component: { value: 'rows', reviewable: true, exportAs: 'rows', keptInDrafts: true },
  suggestion: { value: 'none', reviewable: false, exportAs: 'none', keptInDrafts: true }, // holds nothing to keep
  reCaptcha: { value: 'text', format: 'captcha', reviewable: false, exportAs: 'none', keptInDrafts: false }, // single-use token
  dynamicArrayField: { value: 'rows', reviewable: true, exportAs: 'rows', keptInDrafts: true },
};

const traitsOfType = (type: FieldType) => traitsOf({ type });

describe('every type declares its traits', () => {
  it.each(Object.entries(PINNED))('%s says what the table says', (type, pinned) => {
    const { value, format, reviewable, exportAs, keptInDrafts } = traitsOfType(type as FieldType);
    expect({ value, format, reviewable, exportAs, keptInDrafts }).toEqual(pinned);
  });

  it('of the built-in types, only the choices take options and only the suggestion needs an assistant', () => {
    const builtIn = Object.keys(PINNED) as FieldType[];
    expect(builtIn.filter((type) => traitsOfType(type).takesOptions)).toEqual(['select', 'radio', 'multiselect']);
    expect(builtIn.filter((type) => traitsOfType(type).needsAssistant)).toEqual(['suggestion']);
  });

  it('rows say where their fields come from; uploads carry their caps', () => {
    expect(traitsOfType('component').rowsFrom).toBe('rowForm');
    expect(traitsOfType('dynamicArrayField').rowsFrom).toBe('subFields');
    expect(traitsOfType('image').upload).toEqual({ image: true, accept: IMAGE_TYPES, maxSize: IMAGE_MAX_SIZE });
    expect(traitsOfType('file').upload).toEqual({ image: false, accept: [], maxSize: FILE_MAX_SIZE });
  });
});

describe('traits agree with each other and with the type module', () => {
  const field = (type: FieldType) => ({ type, name: 'f', defaultValue: undefined }) as FieldDef;
  // The empty answer a fresh form holds, by what the answer holds.
  const emptyShape = { text: '', number: '', choice: '', toggle: false, list: [], rows: [], upload: null, none: undefined };

  it.each(FIELD_TYPES)('%s: a fresh form holds the empty value of its kind', (type) => {
    expect(fieldTypes[type].emptyValue(field(type))).toEqual(emptyShape[traitsOfType(type).value]);
  });

  it.each(FIELD_TYPES)('%s: kind-specific traits appear with their kind only', (type) => {
    const traits = traitsOfType(type);
    expect(traits.upload !== undefined).toBe(traits.value === 'upload');
    expect(traits.exportAs === 'fileLinks').toBe(traits.value === 'upload');
    expect(traits.rowsFrom !== undefined).toBe(traits.value === 'rows');
    expect(traits.exportAs === 'rows').toBe(traits.value === 'rows');
    if (traits.format) expect(traits.value).toBe('text');
    if (traits.exportAs === 'none') expect(traits.reviewable).toBe(false);
  });
});

/** Checks a one-step form and returns it, or throws its problems. */
function formOf(fields: Record<string, unknown>[]) {
  const checked = checkDefinition({ title: 'T', steps: [{ title: 'S', fields }] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.definition;
}

describe('what the engine does with the traits', () => {
  it('compares e-mail addresses ignoring case, other text exactly', () => {
    const retyped = (type: string) =>
      compileDefinition(
        formOf([
          { name: 'a', label: 'A', type },
          { name: 'b', label: 'B', type, validation: { matches: 'a' } },
        ]),
      );
    expect(retyped('email').validate({ a: 'Mona@Example.com', b: 'mona@example.com' }).success).toBe(true);
    expect(retyped('text').validate({ a: 'Mona', b: 'mona' }).success).toBe(false); // only addresses ignore case
  });

  it.each(['checkbox', 'switch'])('reads a %s controller as true or false', (type) => {
    const warnings = lintDefinition(
      formOf([
        { name: 'agree', label: 'Agree', type },
        { name: 'why', label: 'Why', type: 'text', dependsOn: { field: 'agree', value: 'yes' } },
      ]),
    );
    expect(warnings.map((warning) => warning.hint)).toContain('Its options are: true, false'); // "yes" is never a toggle's value
  });

  it.each(['select', 'radio', 'multiselect'])('asks a %s for its options', (type) => {
    const checked = checkDefinition({ title: 'T', steps: [{ title: 'S', fields: [{ name: 'pick', label: 'Pick', type }] }] });
    expect(checked.ok).toBe(false);
  });

  it('lets a field that takes no options go without them', () => {
    expect(checkDefinition({ title: 'T', steps: [{ title: 'S', fields: [{ name: 'n', label: 'N', type: 'number' }] }] }).ok).toBe(true);
  });

  it('checks the sub-fields of a repeatable group as a form of their own', () => {
    const schools = { name: 'schools', label: 'Schools', type: 'dynamicArrayField', fields: [{ name: 'x', label: 'X', type: 'select' }] };
    const checked = checkDefinition({ title: 'T', steps: [{ title: 'S', fields: [schools] }] });
    expect(checked.ok).toBe(false); // the row's select has no options
  });
});
