import { expect, test } from 'vitest';
import { checkDefinition, FIELD_TYPES, traitsOf } from '../../engine/index';
import { changedFields, emailFieldOf, fieldsNotKept, fileChanges, placeFiles, splitFiles } from './draft-values';

const photo = new File(['png'], 'me.png', { type: 'image/png' });
const memberPhoto = new File(['png'], 'id.png', { type: 'image/png' });

test('files leave the answers (null in their place) and are listed by path, a row’s file as members.0.photo', () => {
  const { answers, files } = splitFiles(
    { name: 'Mona', personal_photo: photo, members: [{ name: 'Ali', photo: memberPhoto }], recaptcha: 'x' },
    new Set(['recaptcha']),
  );
  expect(answers).toEqual({ name: 'Mona', personal_photo: null, members: [{ name: 'Ali', photo: null }] }); // the captcha is never kept
  expect([...files]).toEqual([
    ['personal_photo', photo],
    ['members.0.photo', memberPhoto],
  ]);
});

test('only fields whose answers differ count as changed; a row’s change is its table’s', () => {
  const before = { name: 'Mona', skills: ['a'], members: [{ name: 'Ali' }], empty: '' };
  expect(changedFields(before, { ...before })).toEqual([]);
  expect(changedFields(before, { ...before, skills: ['a', 'b'], members: [{ name: 'Aly' }] })).toEqual(['skills', 'members']);
  expect(changedFields({ a: undefined }, { a: null })).toEqual([]); // both say "no answer"
  // A field drawn after the first values were taken writes '' or []: still no answer, so no draft for an untouched form.
  expect(changedFields({}, { name: '', skills: [], photo: null })).toEqual([]);
  expect(changedFields({ name: 'Mona' }, { name: '' })).toEqual(['name']); // clearing an answer is a change
});

test('a file counts as changed when another File object stands at its path, or none does any more', () => {
  const other = new File(['png'], 'me.png', { type: 'image/png' });
  const changes = fileChanges(
    new Map([
      ['photo', photo],
      ['members.1.photo', memberPhoto],
    ]),
    new Map([['photo', other]]),
  );
  expect(changes).toEqual({ upload: [['photo', other]], remove: ['members.1.photo'] });
  expect(fileChanges(new Map([['photo', photo]]), new Map([['photo', photo]]))).toEqual({ upload: [], remove: [] });
});

test('files go back to their paths; a path whose row is gone is reported', () => {
  const answers = { personal_photo: null, members: [{ name: 'Ali', photo: null }] };
  const { values, unplaced } = placeFiles(answers, [
    { path: 'personal_photo', file: photo },
    { path: 'members.0.photo', file: memberPhoto },
    { path: 'members.3.photo', file: memberPhoto },
  ]);
  expect(values).toEqual({ personal_photo: photo, members: [{ name: 'Ali', photo: memberPhoto }] });
  expect(unplaced).toEqual(['members.3.photo']);
  expect(answers.personal_photo).toBeNull(); // the server's answers are not changed in place
});

test('a draft never keeps a password or a captcha token, and mails its link to the first e-mail field', () => {
  const extras = { options: [{ label: 'A', value: 'a' }], fields: [{ name: 'x', label: 'X', type: 'text' }] };
  // A component needs the form its rows embed: left out here.
  const types = FIELD_TYPES.filter((type) => traitsOf({ type }).rowsFrom !== 'rowForm');
  const fields = types.map((type) => ({ name: `f_${type}`, label: type, type, ...extras }));
  const checked = checkDefinition({ title: 'T', steps: [{ title: 'S', fields }] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  expect([...fieldsNotKept(checked.definition)]).toEqual(['f_password', 'f_reCaptcha']);
  expect(emailFieldOf(checked.definition)).toBe('f_email');
});
