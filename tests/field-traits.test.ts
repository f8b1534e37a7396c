import { describe, expect, it } from 'vitest';
import {
  acceptedTypes,
  checkDefinition,
  compileDefinition,
  FIELD_TYPES,
  FILE_MAX_SIZE,
  IMAGE_MAX_SIZE,
  IMAGE_TYPES,
} from '../src/engine/index';
import { traitsOf, type FieldDef, type FieldType, type FieldValue, type FormDefinition } from '../src/engine/index';
import { answerColumns, NAME_HEADERS } from '../server/admin/export';
import { failureOfField } from '../server/assistants/error-rules';
import { explain } from '../server/assistants/error-templates';
import { draftPatchOf } from '../server/drafts/answers';
import type { OptionStore } from '../server/options/option-store';
import { fileRuleAt } from '../server/submissions/file-rules';

// One field of every type, named after it, and a row form holding a file and a captcha of its own.
function checked(raw: unknown): FormDefinition {
  const result = checkDefinition(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
}
const rowForm = checked({
  title: 'Row',
  steps: [
    {
      title: 'Row',
      fields: [
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'photo', label: 'Photo', type: 'image' },
        { name: 'token', label: 'Token', type: 'reCaptcha' },
      ],
    },
  ],
});
const forms = { row: rowForm };
/** What a field of the type needs beside its name, label and type, so that the definition passes its checks. */
function extrasOf(type: FieldType): Record<string, unknown> {
  const { takesOptions, rowsFrom } = traitsOf({ type });
  if (takesOptions) return { options: [{ label: 'Alpha', value: 'a' }] };
  if (rowsFrom === 'rowForm') return { componentName: 'members-table', componentProps: { rowForm: 'row' } };
  if (rowsFrom === 'subFields') return { fields: [{ name: 'school', label: 'School', type: 'text' }] };
  return {};
}
const definition = checked({
  title: 'Every type',
  steps: [{ title: 'All', fields: FIELD_TYPES.map((type) => ({ name: `f_${type}`, label: type, type, ...extrasOf(type) })) }],
});
const nameOf = (type: FieldType) => `f_${type}`;

/** A stored answer of each kind, as the database holds it (files by their media id). */
const storedAnswer = {
  text: 'Some text',
  number: 5,
  toggle: true,
  choice: 'a',
  list: ['a'],
  upload: { mediaId: 'm-1' },
  rows: [{ name: 'Ali', school: 'Cairo', photo: { mediaId: 'm-2' }, token: 'single-use' }],
  none: undefined,
};
const answers = Object.fromEntries(FIELD_TYPES.map((type) => [nameOf(type), storedAnswer[traitsOf({ type }).value]]));

describe('the export does what each type says (exportAs)', async () => {
  const columns = await answerColumns(definition, forms, {
    options: {} as OptionStore, // no field here reads a server list
    mediaUrl: (id) => `https://media.example/${id}`,
    rowCount: () => 1,
    headers: NAME_HEADERS,
  });
  const cells = new Map(columns.map((column) => [column.header, column.value(answers)]));

  it('leaves out exactly the suggestion button and the captcha', () => {
    const headedBy = (type: FieldType) => (header: string) => header === nameOf(type) || header.startsWith(`${nameOf(type)}.`);
    const exported = FIELD_TYPES.filter((type) => [...cells.keys()].some(headedBy(type)));
    expect(FIELD_TYPES.filter((type) => !exported.includes(type))).toEqual(['suggestion', 'reCaptcha']);
  });

  it.each(FIELD_TYPES)('%s has the columns its traits name', (type) => {
    const name = nameOf(type);
    const shape = traitsOf({ type }).exportAs;
    if (shape === 'none') expect([...cells.keys()].filter((header) => header.startsWith(name))).toEqual([]);
    if (shape === 'cell') expect(cells.get(name)).not.toBe('');
    if (shape === 'fileLinks') expect(cells.get(name)).toBe('https://media.example/m-1');
    if (shape === 'rows') expect(cells.has(name)).toBe(false); // a group of columns per row instead
  });

  it('spreads a row over its fields, with links for its files and no captcha', () => {
    expect(cells.get('f_component.0.name')).toBe('Ali');
    expect(cells.get('f_component.0.photo')).toBe('https://media.example/m-2');
    expect(cells.has('f_component.0.token')).toBe(false);
    expect(cells.get('f_dynamicArrayField.0.school')).toBe('Cairo');
  });
});

describe('drafts keep what each type says (keptInDrafts)', () => {
  it('keeps every answer but a password, a captcha token and files (they have their own route), in rows too', () => {
    const ready = { compiled: compileDefinition(definition, { forms }), forms };
    const typed = { ...answers, f_file: {}, f_image: {} }; // a file in JSON arrives as {}
    const { patch } = draftPatchOf(ready, typed, Object.keys(typed));
    const notKept = FIELD_TYPES.filter((type) => !(nameOf(type) in patch));
    expect(notKept).toEqual(['password', 'file', 'image', 'suggestion', 'reCaptcha']); // suggestion: it holds no answer
    expect((patch.f_component as Record<string, unknown>[])[0]).not.toHaveProperty('photo');
  });
});

describe('uploads are checked with the caps their type declares', () => {
  it('an image field defaults to image types up to 10 MB, a file field to any type up to 700 MB', () => {
    expect(fileRuleAt(definition, forms, ['f_image'])).toMatchObject({ maxSize: IMAGE_MAX_SIZE, accept: acceptedTypes(IMAGE_TYPES) });
    expect(fileRuleAt(definition, forms, ['f_file'])).toMatchObject({ maxSize: FILE_MAX_SIZE, accept: [] });
  });

  it('finds the file of a component row, and no file anywhere else', () => {
    expect(fileRuleAt(definition, forms, ['f_component', '0', 'photo'])?.maxSize).toBe(IMAGE_MAX_SIZE);
    const elsewhere = FIELD_TYPES.filter((type) => traitsOf({ type }).value !== 'upload' && fileRuleAt(definition, forms, [nameOf(type)]));
    expect(elsewhere).toEqual([]);
  });
});

describe('the error explainer says what to do with an empty answer of every type', () => {
  const fill = /^"\w+" is required: fill it in before you continue\.$/;
  // By what the answer holds, so a new type is held to the text of its kind.
  const expected: Record<FieldValue, RegExp> = {
    text: fill,
    number: fill,
    rows: fill,
    none: fill,
    upload: /^Upload a file for "\w+": it is required\.$/,
    choice: /^Choose an answer for "\w+"/,
    list: /^Choose at least one option for "\w+"/,
    toggle: /^Tick "\w+" to continue/,
  };
  const fieldOf = (type: FieldType): FieldDef => definition.fields.find((field) => field.type === type)!;

  it('asks for a choice, a file or a tick where the built-in types hold one', () => {
    const byKind = (value: FieldValue) => FIELD_TYPES.filter((type) => traitsOf({ type }).value === value);
    expect(byKind('choice')).toEqual(expect.arrayContaining(['select', 'radio']));
    expect(byKind('list')).toContain('multiselect');
    expect(byKind('upload')).toEqual(expect.arrayContaining(['file', 'image']));
    expect(byKind('toggle')).toEqual(expect.arrayContaining(['checkbox', 'switch']));
  });

  it('asks to complete the captcha, not to fill it in', () => {
    const field = fieldOf('reCaptcha');
    const failure = failureOfField(field, '');
    expect(failure && explain(failure, field, '', 'This field is required')).toMatch(/^Complete the verification before you submit/);
  });

  it.each(FIELD_TYPES.filter((type) => traitsOf({ type }).format !== 'captcha'))('%s', (type) => {
    const field = fieldOf(type);
    const empty = compileDefinition(definition, { forms }).initialValues[field.name];
    const message = 'This field is required';
    // As explainError does: the engine judges the answer (an unticked box is empty for a checkbox).
    const failure = failureOfField(field, empty) ?? { rule: 'unknown' as const };
    expect(explain(failure, field, empty, message)).toMatch(expected[traitsOf({ type }).value]);
  });
});
