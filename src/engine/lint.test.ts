import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { lintDefinition } from './lint';

const lint = (fields: unknown[], steps: unknown[] = []) => {
  const result = checkDefinition({ title: 'T', steps: [{ title: 'S', fields }, ...steps] });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return lintDefinition(result.definition).map(({ path, message }) => `${path}: ${message}`);
};
const yesNo = {
  name: 'graduated',
  label: 'Graduated',
  type: 'select',
  options: [
    { label: 'Yes', value: '1' },
    { label: 'No', value: '0' },
  ],
};

describe('lintDefinition', () => {
  it("catches the specification's idea description: a placeholder promising more words than the rule allows", () => {
    expect(
      lint([
        {
          name: 'idea',
          label: 'Idea',
          type: 'textarea',
          placeholder: 'Describe your idea in not more than 350 words',
          validation: { minWords: 50, maxWords: 150 },
        },
      ]),
    ).toEqual(['steps.0.fields.0.placeholder: Says at most 350 words but validation.maxWords is 150']);
  });

  it('compares characters with length rules and stays quiet when text and rules agree', () => {
    expect(lint([{ name: 'a', label: 'A', type: 'text', desc: 'At least 5 characters', validation: { minLength: 3 } }])).toEqual([
      'steps.0.fields.0.desc: Says at least 5 characters but validation.minLength is 3',
    ]);
    expect(lint([{ name: 'a', label: 'A', type: 'text', placeholder: 'Up to 1000 characters', validation: { maxLength: 1000 } }])).toEqual(
      [],
    );
    expect(lint([{ name: 'a', label: 'A', type: 'text', placeholder: 'About 150 words' }])).toEqual([]); // no rule to contradict
  });

  it('finds conditions that no option can meet, and required fields they hide for ever', () => {
    expect(
      lint([
        yesNo,
        { name: 'year', label: 'Year', type: 'number', dependsOn: { field: 'graduated', value: 'yes' }, validation: { required: true } },
      ]),
    ).toEqual([
      'steps.0.fields.1.dependsOn.value: No option of "graduated" has the value "yes"',
      'steps.0.fields.1.validation.required: "year" is required but its condition can never hold, so it is never asked',
    ]);
    expect(
      lint([yesNo, { name: 'year', label: 'Year', type: 'number', dependsOn: { field: 'graduated', value: ['2', 'YES', '1'] } }]),
    ).toEqual([]); // '1' is offered
    expect(
      lint([
        { ...yesNo, isComeFromApi: true, endpoint: '/x' },
        { name: 'y', label: 'Y', type: 'text', dependsOn: { field: 'graduated', value: '9' } },
      ]),
    ).toEqual([]); // server lists may hold it
  });

  it('warns about a step with nothing in it', () => {
    expect(
      lint(
        [{ name: 'a', label: 'A', type: 'text' }],
        [
          { title: 'Empty', fields: [] },
          { title: 'Intro', description: 'Read me', fields: [] },
        ],
      ),
    ).toEqual(['steps.1.fields: Step "Empty" has no fields and no text']);
  });
});

describe('lintDefinition finds missing translations (warnings: the form still works, in the fallback language)', () => {
  const lintForm = (input: unknown) => {
    const result = checkDefinition(input);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return lintDefinition(result.definition).map(({ path, message }) => `${path}: ${message}`);
  };

  it('says nothing about a form written in one language only', () => {
    expect(lintForm({ title: 'T', steps: [{ title: 'S', fields: [{ name: 'a', label: 'A', type: 'text' }] }] })).toEqual([]);
  });

  it('names each text left without a language the form uses elsewhere, plain strings included', () => {
    const input = {
      title: { en: 'Bootcamp', ar: 'المعسكر' },
      steps: [
        {
          title: 'You',
          fields: [
            { name: 'a', label: { en: 'Name', ar: 'الاسم' }, type: 'text', placeholder: { en: 'Your name' } },
            { name: 'b', label: { ar: 'المدينة' }, type: 'text', validation: { messages: { required: { en: 'Say where', ar: 'أين؟' } } } },
          ],
        },
      ],
    };
    expect(lintForm(input)).toEqual([
      'steps.0.title: Not translated into "ar"',
      'steps.0.fields.0.placeholder: Not translated into "ar"',
      'steps.0.fields.1.label: Not translated into "en"',
    ]);
  });

  it('asks no translation of an empty text (a builder export writes `"desc": ""`)', () => {
    const input = {
      title: { en: 'T', ar: 'ت' },
      steps: [{ title: { en: 'S', ar: 'س' }, fields: [{ label: { en: 'Name', ar: 'الاسم' }, type: 'text', desc: '', placeholder: '' }] }],
    };
    expect(lintForm(input)).toEqual([]);
  });

  it('warns that a language the site does not speak is never shown', () => {
    const input = { title: { en: 'T', ar: 'ت', fr: 'T' }, steps: [{ title: { en: 'S', ar: 'س' }, fields: [] }] };
    expect(lintForm(input)).toContain('title.fr: "fr" is not a language of the site, so this text is never shown in it');
  });
});
