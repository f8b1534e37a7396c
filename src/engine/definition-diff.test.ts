import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { diffDefinitions } from './definition-diff';

type RawField = Record<string, unknown>;

const definition = (fields: RawField[], more: { title: string; fields: RawField[] }[] = []) => {
  const result = checkDefinition({ title: 'Volunteer', steps: [{ title: 'About you', fields }, ...more] });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
};

const name = { name: 'full_name', label: 'Full name', type: 'text', validation: { required: true, minLength: 3 } };
const email = { name: 'email', label: 'Email', type: 'email' };
const yesNoOptions = [
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
];
const yesNo = { name: 'before', label: 'Volunteered before?', type: 'radio', options: yesNoOptions };
const events = { name: 'events', label: 'Which events?', type: 'text', dependsOn: { field: 'before', value: '1' } };

describe('diffDefinitions', () => {
  it('finds nothing between a definition and itself', () => {
    const form = definition([name, email, yesNo, events]);
    expect(diffDefinitions(form, form)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('lists fields added and removed by name, with their label and type', () => {
    const diff = diffDefinitions(definition([name, email]), definition([name, yesNo]));
    expect(diff.added).toEqual([{ name: 'before', label: 'Volunteered before?', type: 'radio' }]);
    expect(diff.removed).toEqual([{ name: 'email', label: 'Email', type: 'email' }]);
    expect(diff.changed).toEqual([]);
  });

  it('treats a renamed field as one removed and one added: answers are stored by name', () => {
    const diff = diffDefinitions(definition([email]), definition([{ ...email, name: 'e_mail' }]));
    expect([diff.removed.map((f) => f.name), diff.added.map((f) => f.name)]).toEqual([['email'], ['e_mail']]);
  });

  it('says a label and a required rule changed, with the text before and after', () => {
    const relabelled = { ...email, label: 'E-mail address', validation: { required: true } };
    const diff = diffDefinitions(definition([name, email]), definition([name, relabelled]));
    expect(diff.changed).toEqual([
      {
        name: 'email',
        label: 'E-mail address',
        changes: [
          { what: 'label', before: 'Email', after: 'E-mail address' },
          { what: 'required', before: 'optional', after: 'required' },
        ],
      },
    ]);
  });

  it('says which rules changed, and a custom message counts as one', () => {
    const stricter = { ...name, validation: { required: true, minLength: 5, pattern: '^[A-Za-z ]+$' } };
    expect(diffDefinitions(definition([name]), definition([stricter])).changed[0]!.changes).toEqual([
      { what: 'rules', before: 'minLength 3', after: 'minLength 5; pattern /^[A-Za-z ]+$/' },
    ]);
    const worded = { ...name, validation: { ...name.validation, message: 'Your name, please' } };
    const [change] = diffDefinitions(definition([name]), definition([worded])).changed[0]!.changes;
    expect(change).toMatchObject({ what: 'rules', after: 'minLength 3; message "Your name, please"' });
  });

  it('lists the options that came and went; a relabelled option is one of each', () => {
    const edited = {
      ...yesNo,
      options: [
        { label: 'Yes, often', value: '1' },
        { label: 'No', value: '0' },
        { label: 'Once', value: '2' },
      ],
    };
    const [change] = diffDefinitions(definition([yesNo]), definition([edited])).changed[0]!.changes;
    expect(change).toEqual({
      what: 'options',
      before: 'Yes (1), No (0)',
      after: 'Yes, often (1), No (0), Once (2)',
      added: ['Yes, often (1)', 'Once (2)'],
      removed: ['Yes (1)'],
    });
  });

  it('notices a condition changed, added or dropped, and a conditional requirement', () => {
    const later = { ...events, dependsOn: { field: 'before', value: ['1', '2'] } };
    expect(diffDefinitions(definition([yesNo, events]), definition([yesNo, later])).changed[0]!.changes).toEqual([
      { what: 'visibility', before: 'shown when before is 1', after: 'shown when before is 1 or 2' },
    ]);
    const always = { ...events, dependsOn: undefined };
    const [shown] = diffDefinitions(definition([yesNo, events]), definition([yesNo, always])).changed[0]!.changes;
    expect(shown).toMatchObject({ what: 'visibility', after: 'always shown' });
    const requiredWhen = { ...always, dependencies: [{ field: 'before', value: '1', action: 'require' }] };
    expect(diffDefinitions(definition([yesNo, always]), definition([yesNo, requiredWhen])).changed[0]!.changes).toEqual([
      { what: 'required', before: 'optional', after: 'optional, required when before is 1' },
    ]);
  });

  it('notices a field moved to another step and a changed type', () => {
    const before = definition([name, email]);
    const after = definition([name], [{ title: 'Contact', fields: [{ ...email, type: 'text' }] }]);
    expect(diffDefinitions(before, after).changed).toEqual([
      {
        name: 'email',
        label: 'Email',
        changes: [
          { what: 'type', before: 'email', after: 'text' },
          { what: 'step', before: 'About you', after: 'Contact' },
        ],
      },
    ]);
  });

  it('walks into the sub-fields of a repeatable group, named group.sub', () => {
    const group = (sub: RawField[]) => ({ name: 'links', label: 'Links', type: 'dynamicArrayField', fields: sub });
    const url = { name: 'url', label: 'Address', type: 'url' };
    const later = group([
      { ...url, validation: { required: true } },
      { name: 'note', label: 'Note', type: 'text' },
    ]);
    const diff = diffDefinitions(definition([group([url])]), definition([later]));
    expect(diff.added).toEqual([{ name: 'links.note', label: 'Links › Note', type: 'text' }]);
    const required = { what: 'required', before: 'optional', after: 'required' };
    expect(diff.changed).toEqual([{ name: 'links.url', label: 'Links › Address', changes: [required] }]);
  });

  it('is plain JSON, so the console can fetch, store and show it as it is', () => {
    const fromList = { ...yesNo, options: [], isComeFromApi: true, endpoint: '/participation-status' };
    const diff = diffDefinitions(definition([name, yesNo]), definition([{ ...name, label: 'Name' }, fromList]));
    const fromTheList = { what: 'options', before: 'Yes (1), No (0)', after: 'list /participation-status' };
    expect(diff.changed[1]!.changes).toEqual([{ ...fromTheList, added: [], removed: ['Yes (1)', 'No (0)'] }]);
    expect(JSON.parse(JSON.stringify(diff))).toStrictEqual(diff); // no undefined, no class instances
  });
});
