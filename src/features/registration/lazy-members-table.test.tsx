import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { ComponentFieldProps } from '../../lib/widget-contract';
import { defaultWidgets } from '../../widgets/default-widgets';
import { createLazyMembersTable } from './lazy-members-table';

// The table's chunk as the network delivers it: lost while offline, there once the connection is back.
let online = false;
vi.mock('./members-table', () => {
  if (!online) throw new TypeError('Failed to fetch dynamically imported module');
  return { createMembersTable: () => (props: ComponentFieldProps) => <table aria-label={props.label} /> };
});

const props = { id: 'team-members', label: 'Team members', value: [], values: {}, nestedErrors: {} } as unknown as ComponentFieldProps;

test('a placeholder holds the place, a failed download says so with Try again, and the table comes with the next try', async () => {
  const MembersTable = createLazyMembersTable({}, defaultWidgets);
  const { container } = render(<MembersTable {...props} />);
  expect(container.querySelector('.members-table-loading')).not.toBeNull(); // the empty table's height while it downloads
  expect(await screen.findByRole('alert')).toHaveTextContent('The Team members field could not be loaded');

  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Team members' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
