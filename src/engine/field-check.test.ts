import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { compileDefinition } from './compile';

const checked = checkDefinition({
  title: 'Sign-up',
  steps: [
    {
      title: 'Contact',
      fields: [
        { name: 'full_name', label: 'Full Name', type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'email', label: 'Email', type: 'email', validation: { required: true } },
        { name: 'email_again', label: 'Email again', type: 'email', validation: { matches: 'email' } },
        { name: 'team', label: 'Team', type: 'text' },
        { name: 'team_size', label: 'Team size', type: 'number', dependencies: [{ field: 'team', value: 'yes', action: 'require' }] },
        { name: 'team_name', label: 'Team name', type: 'text', dependsOn: { field: 'team', value: 'yes' }, validation: { required: true } },
        {
          name: 'motto',
          label: 'Motto',
          type: 'text',
          dependsOn: { field: 'team_name', value: 'rockets' },
          validation: { required: true },
        },
      ],
    },
  ],
});
if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
const form = compileDefinition(checked.definition);

describe('checking some fields, as a keystroke does', () => {
  it('names the field itself and every field whose rules read it, through chains of conditions', () => {
    expect(form.affectedBy('full_name')).toEqual(['full_name']); // nothing reads a name
    expect(form.affectedBy('email')).toEqual(['email', 'email_again']);
    expect([...form.affectedBy('team')].sort()).toEqual(['motto', 'team', 'team_name', 'team_size']); // motto hides with team_name
  });

  it('reports errors under the fields asked for only, as the whole form would', () => {
    const answers = { full_name: 'Mo', email: '', email_again: 'x@example.com', team: 'yes', team_size: '', team_name: '' };
    expect(form.validateFields(['full_name'], answers)).toEqual({ full_name: ['Minimum 3 characters'] });
    const whole = form.validate(answers);
    expect(whole.success).toBe(false);
    const teamNames = ['team', 'team_size', 'team_name', 'motto'];
    const fromWhole = Object.fromEntries(Object.entries(whole.success ? {} : whole.errors).filter(([path]) => teamNames.includes(path)));
    expect(form.validateFields(teamNames, answers)).toEqual(fromWhole);
    expect(Object.keys(fromWhole).sort()).toEqual(['team_name', 'team_size']); // required now, and shown now
  });

  it('leaves a hidden field without an error, and checks a partner against the answer it reads', () => {
    expect(form.validateFields(['team_name'], { team: 'no', team_name: '' })).toEqual({}); // hidden: its answer is moot
    const partner = (email: string) => form.validateFields(['email_again'], { email, email_again: 'mona@example.com' });
    expect(partner('MONA@example.com')).toEqual({}); // addresses compare ignoring case
    expect(partner('other@example.com')).toEqual({ email_again: ['Email again must match Email'] });
  });
});

describe('a keystroke prepares only the answers its fields read', () => {
  const withHiddenTarget = checkDefinition({
    title: 'Codes',
    steps: [
      {
        title: 'Codes',
        fields: [
          { name: 'team', label: 'Team', type: 'text' },
          { name: 'code', label: 'Code', type: 'text', dependsOn: { field: 'team', value: 'yes' }, validation: { required: true } },
          { name: 'code_again', label: 'Code again', type: 'text', validation: { matches: 'code' } },
          { name: 'city', label: 'City', type: 'text', dependencies: [{ field: 'team', value: 'yes', action: 'require' }] },
          ...Array.from({ length: 20 }, (_, index) => ({
            name: `other${index}`,
            label: `Other ${index}`,
            type: 'text',
            validation: { required: true },
          })),
        ],
      },
    ],
  });
  if (!withHiddenTarget.ok) throw new Error(JSON.stringify(withHiddenTarget.problems));
  const codes = compileDefinition(withHiddenTarget.definition);
  const names = withHiddenTarget.definition.fields.map((field) => field.name);

  it.each([
    { team: 'no', code: 'abc', code_again: 'abc', city: '' }, // code hidden: its answer is dropped, so code_again matches nothing
    { team: 'yes', code: 'abc', code_again: 'abd', city: '' }, // shown: compared, and city required now
    { team: 'YES', code: '', code_again: '', city: 'Giza' },
  ])('gives each field the verdict the whole form gives it (%o)', (answers) => {
    const whole = codes.validate(answers);
    const wholeErrors: Record<string, string[]> = whole.success ? {} : whole.errors;
    for (const name of names) {
      const expected = wholeErrors[name] ? { [name]: wholeErrors[name] } : {};
      expect(codes.validateFields([name], answers), name).toEqual(expected);
    }
  });
});
