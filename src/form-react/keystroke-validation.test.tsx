import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileDefinition, type FormDefinition } from '../engine/index';
import { FormRenderer } from './form-renderer';
import { checkedForTest, countingWidgets, testWidgets } from './test-widgets';

const definition: FormDefinition = checkedForTest({
  title: 'Team sign-up',
  steps: [
    {
      title: 'Contact',
      fields: [
        { name: 'full_name', label: 'Full Name', type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'city', label: 'City', type: 'text', validation: { required: true } },
        { name: 'email', label: 'Email', type: 'text', validation: { required: true } },
        { name: 'email_again', label: 'Email again', type: 'text', validation: { matches: 'email' } },
        { name: 'team', label: 'Team', type: 'text' },
        {
          name: 'team_size',
          label: 'Team size',
          type: 'text',
          dependencies: [{ field: 'team', value: 'yes', action: 'require' }],
        },
      ],
    },
    { title: 'More', fields: [{ name: 'why', label: 'Why', type: 'text', validation: { required: true } }] },
  ],
});

async function failedNext() {
  const { draws, widgets } = countingWidgets();
  const user = userEvent.setup();
  render(<FormRenderer definition={definition} widgets={widgets} onSubmit={vi.fn()} review={false} />);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return { draws, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);
const messageOf = (label: string) => field(label).closest('.field')?.querySelector('.field-error')?.textContent;

describe('a keystroke after a failed Next', () => {
  it("re-checks the field typed in, and leaves the other fields' slots as drawn", async () => {
    const { draws, user } = await failedNext();
    expect(messageOf('Full Name')).toBe('Error: This field is required');
    const before = { ...draws };
    await user.type(field('Full Name'), 'Mo');
    expect(messageOf('Full Name')).toBe('Error: Minimum 3 characters'); // checked again with the typed answer: too short now
    await user.type(field('Full Name'), 'na');
    expect(messageOf('Full Name')).toBeUndefined(); // fixed: its message goes away at once
    expect(draws.full_name! - before.full_name!).toBeGreaterThanOrEqual(4); // one draw per key at least
    expect(draws.city).toBe(before.city); // its neighbour keeps its error, untouched by the keys
    expect(messageOf('City')).toBe('Error: This field is required');
    expect(draws.team_size).toBe(before.team_size);
  });

  it('updates the error of a field that must match the one typed in', async () => {
    const { user } = await failedNext();
    await user.type(field('Email'), 'mona@example.org');
    await user.type(field('Email again'), 'mona@example.com');
    expect(messageOf('Email again')).toBe('Error: Email again must match Email');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'mona@example.com');
    expect(messageOf('Email again')).toBeUndefined(); // the partner's error follows the field it reads
    await user.type(field('Email'), 'x');
    expect(messageOf('Email again')).toBe('Error: Email again must match Email');
  });

  it('makes a field required, and no longer, as the answer its requirement reads changes', async () => {
    const { user } = await failedNext();
    expect(messageOf('Team size')).toBeUndefined();
    await user.type(field('Team'), 'yes');
    expect(messageOf('Team size')).toBe('Error: Team size is required when Team is yes');
    expect(summaryLinks()).toContain('Team size: Team size is required when Team is yes');
    await user.type(field('Team'), '!');
    expect(messageOf('Team size')).toBeUndefined();
  });

  it('shrinks the error summary as each field is fixed, in the order the fields are drawn', async () => {
    const { user } = await failedNext();
    expect(summaryLinks()).toEqual(['Full Name: This field is required', 'City: This field is required', 'Email: This field is required']);
    await user.type(field('City'), 'Cairo');
    expect(summaryLinks()).toEqual(['Full Name: This field is required', 'Email: This field is required']);
    await user.type(field('Full Name'), 'Mona');
    await user.type(field('Email'), 'mona@example.com');
    expect(screen.queryByRole('alert')).toBeNull(); // every error fixed: the summary is gone
  });

  it('runs the whole step schema on Next only; a key checks the fields it affects', async () => {
    const compiled = compileDefinition(definition);
    const wholeStep = vi.spyOn(compiled.stepSchemas[0]!, 'parseAsync');
    const someFields = vi.spyOn(compiled, 'validateFields');
    const user = userEvent.setup();
    render(<FormRenderer definition={definition} compiled={compiled} widgets={testWidgets} onSubmit={vi.fn()} review={false} />);
    await waitFor(() => expect(wholeStep).toHaveBeenCalledTimes(1)); // once while idle, so zod compiles it before the first click
    wholeStep.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(wholeStep).toHaveBeenCalledTimes(1);
    await user.type(field('City'), 'Cairo');
    expect(wholeStep).toHaveBeenCalledTimes(1); // five keys, no whole-step check
    // One per key; leaving Full Name (focused after the failed Next) checks that field alone.
    expect(someFields.mock.calls.map(([names]) => [...names].join())).toEqual(['full_name', ...Array(5).fill('city')]);
    expect(someFields).toHaveBeenLastCalledWith(['city'], expect.objectContaining({ city: 'Cairo' }));
  });

  it('checks nothing before an attempt until a field is left', async () => {
    const user = userEvent.setup();
    render(<FormRenderer definition={definition} widgets={testWidgets} onSubmit={vi.fn()} review={false} />);
    await user.type(field('Full Name'), 'Mo');
    expect(messageOf('Full Name')).toBeUndefined(); // typing is not interrupted by errors
    await user.tab();
    expect(messageOf('Full Name')).toBe('Error: Minimum 3 characters');
    expect(messageOf('City')).toBeUndefined(); // the field left, not the whole form
  });
});

describe('a question that disappears and comes back', () => {
  it('comes back empty and new: leaving the question it depends on does not judge it', async () => {
    const conditional = checkedForTest({
      title: 'Volunteer',
      steps: [
        {
          title: 'About you',
          fields: [
            { name: 'before', label: 'Volunteered before', type: 'text' },
            {
              name: 'events',
              label: 'Which events',
              type: 'text',
              dependsOn: { field: 'before', value: 'yes' },
              validation: { required: true },
            },
          ],
        },
        { title: 'More', fields: [{ name: 'why', label: 'Why', type: 'text' }] },
      ],
    });
    const user = userEvent.setup();
    render(<FormRenderer definition={conditional} widgets={testWidgets} onSubmit={vi.fn()} review={false} />);
    await user.type(field('Volunteered before'), 'yes');
    await user.type(field('Which events'), 'Cairo 2023');
    await user.clear(field('Volunteered before')); // hides it: its answer goes
    await user.type(field('Volunteered before'), 'yes');
    expect(field('Which events')).toHaveProperty('value', '');
    await user.tab(); // leaves the question it depends on, for it
    await user.tab();
    expect(messageOf('Which events')).toMatch(/^Error: Which events is required when/); // left empty: judged
    await user.clear(field('Volunteered before'));
    await user.type(field('Volunteered before'), 'yes');
    await user.click(field('Volunteered before'));
    await user.tab(); // left again: the question that came back was not visited this time
    expect(messageOf('Which events')).toBeUndefined();
  });
});
