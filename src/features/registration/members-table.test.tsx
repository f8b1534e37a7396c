import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provideErrorToasts } from '../../lib/error-toast';
import { checkDefinition, type FormDefinition } from '../../engine/index';
import { FormRenderer } from '../../form-react/index';
import { testWidgets } from '../../form-react/test-widgets';
import { createMembersTable } from './members-table';
import { FirstRowDefaultsContext } from './row-defaults';

// The page's toast host, as the app mounts it: it receives each error toast the form raises.
const toast = { error: vi.fn<(message: string) => void>() };
provideErrorToasts(toast.error);

function definition(json: unknown): FormDefinition {
  const result = checkDefinition(json);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
}

const member = definition({
  id: 'member',
  title: 'Member',
  context: ['participation_method_id'],
  steps: [
    {
      title: 'Member Information',
      fields: [
        { name: 'name', label: 'Name', type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'email', label: 'Email', type: 'email', validation: { required: true } },
        { name: 're_email', label: 'Retype email', type: 'email', validation: { required: true, matches: 'email' } },
        { name: 'national', label: 'National ID', type: 'text', validation: { required: true } },
        {
          name: 'participation_type',
          label: 'Participation type',
          type: 'select',
          options: [
            { label: 'On-site', value: '1' },
            { label: 'Virtual', value: '2' },
          ],
          dependsOn: { field: 'participation_method_id', value: '1' },
        },
      ],
    },
  ],
});
const counts = ['1', '2', '3'].map((value) => ({ label: value, value }));
const team = definition({
  title: 'Team',
  steps: [
    {
      title: 'Team Information',
      fields: [
        { name: 'members_count', label: 'Members count', type: 'select', options: counts, validation: { required: true } },
        {
          name: 'participation_method_id',
          label: 'Participation method',
          type: 'select',
          options: [
            { label: 'On-Site', value: '1' },
            { label: 'Virtual', value: '2' },
          ],
          validation: { required: true },
        },
      ],
    },
    {
      title: 'Create a Team',
      fields: [
        {
          name: 'members',
          label: 'Team members',
          type: 'component',
          componentName: 'members-table',
          componentProps: { rowForm: 'member', countField: 'members_count', labelKey: 'name' },
          validation: { required: true },
        },
        {
          name: 'team_leader_id',
          label: 'Team leader',
          type: 'select',
          optionsFrom: { field: 'members', labelKey: 'name' },
          validation: { required: true },
        },
      ],
    },
  ],
});
const forms = { member };

beforeEach(() => vi.mocked(toast.error).mockClear());

async function setUp(method = '2') {
  const user = userEvent.setup();
  render(
    <FormRenderer
      definition={team}
      forms={forms}
      widgets={testWidgets}
      components={{ 'members-table': createMembersTable(forms, testWidgets) }}
      onSubmit={vi.fn()}
    />,
  );
  await user.selectOptions(screen.getByLabelText(/Members count/), '2');
  await user.selectOptions(screen.getByLabelText(/Participation method/), method);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Create a Team' });
  return user;
}

async function addMember(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  await user.click(screen.getByRole('button', { name: 'Add Member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add member' });
  await user.type(within(dialog).getByLabelText(/^Name/), name);
  await user.type(within(dialog).getByLabelText(/^Email/), email);
  await user.type(within(dialog).getByLabelText(/Retype email/), email);
  await user.type(within(dialog).getByLabelText(/National ID/), `2980101${name.length}234567`);
  await user.click(within(dialog).getByRole('button', { name: 'Save member' }));
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the members table', () => {
  it('starts empty with the team-size message and Add Member', async () => {
    await setUp();
    expect(screen.getByText('No Members added yet')).toBeInTheDocument();
    expect(screen.getByText('Your team must consist of 2 members, to change go to previous step and change it')).toBeInTheDocument();
    expect(screen.getByText('Each team member will receive a Welcome Email')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'National ID' })).toBeInTheDocument();
  });

  it('keeps the applicant on the step while the team is incomplete', async () => {
    const user = await setUp();
    await addMember(user, 'Mona Hassan', 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(toast.error).toHaveBeenCalledWith('Team members: Your team must consist of 2 members (and 1 more problem)'); // named, with the count
    expect(screen.getByRole('heading', { name: 'Create a Team' })).toBeInTheDocument();
  });

  it('adds, edits at an index and deletes, rebuilding the leader options each time', async () => {
    const user = await setUp();
    await addMember(user, 'Mona Hassan', 'mona@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // closes on save
    await addMember(user, 'Omar Adel', 'omar@example.com');
    expect(rowNames()).toEqual(['Mona Hassan', 'Omar Adel']);
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument(); // the team is complete
    expect(screen.queryByText(/Your team must consist of/)).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText(/Team leader/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Mona Hassan', 'Omar Adel']);

    await user.click(screen.getByRole('button', { name: 'Edit Mona Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('mona@example.com');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Mona Said');
    await user.click(within(dialog).getByRole('button', { name: 'Save member' }));
    expect(rowNames()).toEqual(['Mona Said', 'Omar Adel']); // replaced in place

    await user.click(screen.getByRole('button', { name: 'Delete Mona Said' }));
    expect(rowNames()).toEqual(['Omar Adel']);
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText(/Team leader/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Omar Adel']);
  });

  it('gives focus back to Add Member while the team is incomplete, and to the table once the last member is saved', async () => {
    const user = await setUp();
    await addMember(user, 'Mona Hassan', 'mona@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Member' })).toHaveFocus());
    await addMember(user, 'Omar Adel', 'omar@example.com');
    // Add Member is gone with the full team: focus is on the table, named by its caption, never on the page body.
    const table = screen.getByRole('table', { name: 'Team members' });
    await waitFor(() => expect(table).toHaveFocus());
  });

  it('gives focus back to the Edit button after editing a member', async () => {
    const user = await setUp();
    await addMember(user, 'Mona Hassan', 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Edit Mona Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    await user.click(within(dialog).getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Mona Hassan' })).toHaveFocus());
  });

  it('moves focus to the table when a Delete button goes with its row', async () => {
    const user = await setUp();
    await addMember(user, 'Mona Hassan', 'mona@example.com');
    await addMember(user, 'Omar Adel', 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete Omar Adel' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Team members' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it("checks a member's retyped e-mail, and asks the participation type only for an on-site team", async () => {
    const user = await setUp('1');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add member' });
    expect(within(dialog).getByLabelText(/Participation type/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'mona@example.com');
    await user.type(within(dialog).getByLabelText(/Retype email/), 'mona@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save member' }));
    expect(await within(dialog).findByText('Retype email: Retype email must match Email', { selector: 'a' })).toBeInTheDocument();
  });

  it('does not ask the participation type of a virtual team', async () => {
    const user = await setUp('2');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add member' });
    expect(within(dialog).queryByLabelText(/Participation type/)).not.toBeInTheDocument();
  });
});

describe('the first member', () => {
  it("starts with the team leader's answers from the entry page", async () => {
    const user = userEvent.setup();
    render(
      <FirstRowDefaultsContext.Provider value={{ email: 'leader@example.com', re_email: 'leader@example.com', national: '29801011234567' }}>
        <FormRenderer
          definition={team}
          forms={forms}
          widgets={testWidgets}
          components={{ 'members-table': createMembersTable(forms, testWidgets) }}
          onSubmit={vi.fn()}
        />
      </FirstRowDefaultsContext.Provider>,
    );
    await user.selectOptions(screen.getByLabelText(/Members count/), '2');
    await user.selectOptions(screen.getByLabelText(/Participation method/), '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add member' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('leader@example.com');
    expect(within(dialog).getByLabelText(/National ID/)).toHaveValue('29801011234567');
  });
});
