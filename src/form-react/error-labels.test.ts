import { beforeAll, describe, expect, it } from 'vitest';
import { checkDefinition, type FormDefinition } from '../engine/index';
import { loadNamespaces } from '../lib/i18n/catalogues';
import { attemptToast, errorLabeller } from './error-labels';

// A node test has no DOM setup: the forms' English words are loaded here.
beforeAll(() => loadNamespaces('en', ['forms']));

function checked(raw: unknown): FormDefinition {
  const result = checkDefinition(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
}

const member = checked({
  id: 'member',
  title: 'Team Member',
  steps: [{ title: 'Member', fields: [{ name: 'email', label: 'Email', type: 'email' }] }],
});
const team = checked({
  id: 'team',
  title: 'Team',
  steps: [
    {
      title: 'Team',
      fields: [
        { name: 'phone_number', label: 'Phone number', type: 'tel' },
        {
          name: 'members',
          label: 'Team members',
          type: 'component',
          componentName: 'members-table',
          componentProps: { rowForm: 'member' },
        },
        { name: 'links', label: 'Links', type: 'dynamicArrayField', fields: [{ name: 'url', label: 'URL', type: 'url' }] },
      ],
    },
  ],
});
const labelOf = errorLabeller(team, { member });

describe('errorLabeller', () => {
  it('names a field by its label', () => expect(labelOf('phone_number')).toBe('Phone number'));
  it('names a team member row by the row form and its number from 1', () =>
    expect(labelOf('members.1.email')).toBe('Team Member 2, Email'));
  it('names the table itself for an error of the whole list', () => expect(labelOf('members')).toBe('Team members'));
  it('names a row of a dynamic list by the list', () => expect(labelOf('links.0.url')).toBe('Links, row 1, URL'));
  it('names a row whose form is not loaded by the list', () => expect(errorLabeller(team)('members.0.email')).toBe('Team members, row 1'));
  it('keeps the path of a field the form does not have', () => expect(labelOf('ghost.0')).toBe('ghost.0'));
});

describe('attemptToast', () => {
  const problem = (label: string) => ({ label, message: 'This field is required' });
  it('names the first field and counts the others', () => {
    expect(attemptToast([problem('Full name'), problem('Email'), problem('City')])).toBe(
      'Full name: This field is required (and 2 more problems)',
    );
    expect(attemptToast([problem('Full name'), problem('Email')])).toBe('Full name: This field is required (and 1 more problem)');
  });
  it('is the named message alone for one problem', () =>
    expect(attemptToast([problem('Phone number')])).toBe('Phone number: This field is required'));
});
