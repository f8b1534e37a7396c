import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { compileDefinition, type CompiledForm, type ValidationResult } from './compile';
import type { FormDefinition } from './model';

/** A result without its rule data, to compare messages (rule data is tested in rule-errors.test.ts). */
const messagesOnly = (result: ValidationResult) => (result.success ? result : { success: false, errors: result.errors });

function definition(input: unknown): FormDefinition {
  const result = checkDefinition(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
}

const yesNo = [
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
];
const graduation = definition({
  title: 'Bootcamp',
  steps: [
    {
      title: 'Personal',
      fields: [
        { name: 'name_en', label: 'Full Name', type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'graduated', label: 'Graduated', type: 'select', options: yesNo, validation: { required: true } },
        { name: 'graduation_year', label: 'Graduation year', type: 'number', dependsOn: { field: 'graduated', value: '0' } },
        {
          name: 'current_occupation',
          label: 'Current occupation',
          type: 'text',
          dependsOn: { field: 'graduated', value: '1' },
          validation: { required: true },
        },
      ],
    },
    { title: 'Workshops', fields: [{ name: 'why', label: 'Why', type: 'text', validation: { required: true } }] },
  ],
});

describe('visibility', () => {
  const form = compileDefinition(graduation);
  it('hides a field whose condition does not hold, ignoring case', () => {
    expect([...form.hiddenFields({ graduated: '1' })]).toEqual(['graduation_year']);
    expect([...form.hiddenFields({ graduated: '0' })]).toEqual(['current_occupation']);
    expect([...form.hiddenFields({})].sort()).toEqual(['current_occupation', 'graduation_year']); // nothing chosen yet
    expect(form.visibleFields(0, { graduated: '1' }).map((field) => field.name)).toEqual(['name_en', 'graduated', 'current_occupation']);
  });

  it('matches lists on any shared member and text ignoring case', () => {
    const form2 = compileDefinition(
      definition({
        title: 'T',
        steps: [
          {
            title: 'S',
            fields: [
              {
                name: 'skills',
                label: 'Skills',
                type: 'multiselect',
                options: [
                  { label: 'AI', value: 'ai' },
                  { label: 'Web', value: 'web' },
                ],
              },
              { name: 'ai_topic', label: 'AI topic', type: 'text', dependsOn: { field: 'skills', value: ['AI', 'ml'] } },
              { name: 'detail', label: 'Detail', type: 'text', dependsOn: { field: 'ai_topic', value: 'vision' } },
            ],
          },
        ],
      }),
    );
    expect(form2.hiddenFields({ skills: ['web', 'ai'] }).has('ai_topic')).toBe(false); // 'ai' is shared, case ignored
    expect(form2.hiddenFields({ skills: ['web'], ai_topic: 'Vision' }).has('detail')).toBe(true); // its controller is hidden, so it is too
  });
});

describe('validation of the whole form and of one step', () => {
  const form: CompiledForm = compileDefinition(graduation);

  it('drops hidden answers and converts numbers', () => {
    const result = form.validate({ name_en: 'Mona', graduated: '0', graduation_year: '2026', current_occupation: 'Engineer', why: 'AI' });
    expect(result).toEqual({ success: true, data: { name_en: 'Mona', graduated: '0', graduation_year: 2026, why: 'AI' } });
  });

  it('requires a shown conditional field with the conditional message', () => {
    const result = form.validate({ name_en: 'Mona', graduated: '1', why: 'AI' });
    expect(messagesOnly(result)).toEqual({
      success: false,
      errors: { current_occupation: ['Current occupation is required when Graduated is Yes'] },
    });
  });

  it('refuses unknown keys', () => {
    const result = form.validate({ name_en: 'Mona', graduated: '0', why: 'AI', is_admin: true });
    expect(messagesOnly(result)).toEqual({ success: false, errors: { is_admin: ['This field is not part of the form'] } });
  });

  it('checks one step against all answers', () => {
    expect(messagesOnly(form.validateStep(0, { name_en: 'Mo', graduated: '0' }))).toEqual({
      success: false,
      errors: { name_en: ['Minimum 3 characters'] },
    });
    expect(form.validateStep(0, { name_en: 'Mona', graduated: '0' }).success).toBe(true); // step 2's 'why' is not checked yet
    expect(messagesOnly(form.validateStep(1, { why: '' }))).toEqual({ success: false, errors: { why: ['This field is required'] } });
  });

  it('gives initial values by type and finds the earliest step of errors', () => {
    expect(form.initialValues).toEqual({ name_en: '', graduated: '', graduation_year: '', current_occupation: '', why: '' });
    expect(form.stepOfErrors(['why', 'graduated'])).toBe(0);
    expect(form.stepOfErrors(['why'])).toBe(1);
    expect(form.stepOfErrors(['unknown'])).toBeUndefined();
  });

  it('applies require dependencies and matches', () => {
    const form2 = compileDefinition(
      definition({
        title: 'T',
        steps: [
          {
            title: 'S',
            fields: [
              { name: 'email', label: 'E-mail', type: 'email' },
              { name: 're_email', label: 'Retype e-mail', type: 'email', validation: { matches: 'email' } },
              { name: 'onsite', label: 'On site', type: 'switch' },
              {
                name: 'tshirt',
                label: 'T-shirt size',
                type: 'text',
                dependencies: [{ field: 'onsite', value: [true], action: 'require' }],
              },
            ],
          },
        ],
      }),
    );
    expect(messagesOnly(form2.validate({ email: 'a@b.co', re_email: 'a@b.com', onsite: true }))).toEqual({
      success: false,
      errors: { re_email: ['Retype e-mail must match E-mail'], tshirt: ['T-shirt size is required when On site is Yes'] }, // a ticked box reads as Yes
    });
    expect(form2.validate({ email: 'a@b.co', re_email: 'a@b.co', onsite: false }).success).toBe(true);
  });
});

describe('rows of an embedded form', () => {
  const member = definition({
    id: 'member',
    title: 'Member',
    context: ['participation_method_id'],
    steps: [
      {
        title: 'Member',
        fields: [
          { name: 'name', label: 'Name', type: 'text', validation: { required: true, minLength: 3 } },
          { name: 'email', label: 'E-mail', type: 'email', validation: { required: true } },
          {
            name: 'participation_type',
            label: 'Participation',
            type: 'select',
            options: yesNo,
            dependsOn: { field: 'participation_method_id', value: '1' },
            validation: { required: true },
          },
        ],
      },
    ],
  });
  const team = compileDefinition(
    definition({
      title: 'Team',
      steps: [
        {
          title: 'Team',
          fields: [
            {
              name: 'members_count',
              label: 'Members',
              type: 'select',
              options: [{ label: '2', value: '2' }],
              validation: { required: true },
            },
            {
              name: 'participation_method_id',
              label: 'Method',
              type: 'select',
              options: [
                { label: 'On-Site', value: '1' },
                { label: 'Virtual', value: '2' },
              ],
            },
          ],
        },
        {
          title: 'Members',
          fields: [
            {
              name: 'members',
              label: 'Members',
              type: 'component',
              componentName: 'members-table',
              componentProps: { rowForm: 'member', countField: 'members_count', uniqueBy: ['email'] },
              validation: { required: true },
            },
            {
              name: 'leader',
              label: 'Leader',
              type: 'select',
              optionsFrom: { field: 'members', labelKey: 'name' },
              validation: { required: true },
            },
          ],
        },
      ],
    }),
    { forms: { member } },
  );
  const mona = { name: 'Mona', email: 'mona@example.com' };

  it('checks each row with the row form and the team size', () => {
    const result = team.validate({
      members_count: '2',
      participation_method_id: '2',
      members: [mona, { name: 'Al', email: 'MONA@example.com' }],
      leader: '3',
    });
    expect(messagesOnly(result)).toEqual({
      success: false,
      errors: {
        'members.1.name': ['Minimum 3 characters'],
        'members.1.email': ['Each member needs their own E-mail'],
        leader: ['Choose one of the options'],
      },
    });
    expect(team.stepOfErrors(['members.1.name'])).toBe(1);
    expect(messagesOnly(team.validate({ members_count: '2', participation_method_id: '2', members: [mona], leader: '0' }))).toEqual({
      success: false,
      errors: { members: ['Your team must consist of 2 members'] },
    });
  });

  it("lets a row read the team's answers for its conditions", () => {
    const omar = { name: 'Omar', email: 'omar@example.com' };
    const onsite = team.validate({ members_count: '2', participation_method_id: '1', members: [mona, omar], leader: '0' });
    expect(onsite.success ? {} : onsite.errors).toEqual({
      'members.0.participation_type': ['Participation is required when Method is On-Site'],
      'members.1.participation_type': ['Participation is required when Method is On-Site'],
    });
    const virtual = team.validate({
      members_count: '2',
      participation_method_id: '2',
      members: [{ ...mona, participation_type: '1' }, omar],
      leader: '1',
    });
    expect(virtual).toEqual({
      success: true,
      data: { members_count: '2', participation_method_id: '2', members: [mona, omar], leader: '1' }, // the hidden row answer is dropped
    });
  });

  it('refuses to compile a component whose row form is missing', () => {
    expect(() => compileDefinition(team.definition)).toThrow('Form "member" is needed to compile the component field "members"');
  });
});

describe('hostile answers', () => {
  const form = compileDefinition(graduation);
  it('refuses prototype keys as unknown fields without touching prototypes', () => {
    const result = form.validate(JSON.parse('{"name_en":"Mona","graduated":"0","why":"AI","__proto__":{"polluted":true},"toString":"x"}'));
    expect(result.success ? {} : Object.keys(result.errors).sort()).toEqual(['__proto__', 'toString']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
