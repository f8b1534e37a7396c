import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { ComponentFieldProps } from '../../lib/widget-contract';
import { defaultWidgets } from '../../widgets/default-widgets';
import { createLazyMembersTable } from './lazy-members-table';

// The table's chunk as the network delivers it, when the test says: lost while offline, there once the connection is back.
let requested: ((online: boolean) => void) | undefined;
vi.mock('./members-table', async () => {
  const online = await new Promise<boolean>((resolve) => (requested = resolve));
  if (!online) throw new TypeError('Failed to fetch dynamically imported module');
  return { createMembersTable: () => (props: ComponentFieldProps) => <table aria-label={props.label} /> };
});

/** Answers the table's download once the page has asked for it: 'Try again' asks anew a moment after the click. */
async function arrive(online: boolean) {
  await vi.waitFor(() => expect(requested).toBeDefined());
  const answer = requested!;
  requested = undefined;
  await act(async () => answer(online));
}

const props = { id: 'team-members', label: 'Team members', value: [], values: {}, nestedErrors: {} } as unknown as ComponentFieldProps;

// React 19 resumes a suspended tree from an awaited act() only: the first draw and each download's end happen in one.
test('a placeholder holds the place, a failed download says so with Try again, and the table comes with the next try', async () => {
  const MembersTable = createLazyMembersTable({}, defaultWidgets);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<MembersTable {...props} />);
  });
  expect(view.container.querySelector('.widget-loading-table')).not.toBeNull(); // the empty table's height while it downloads
  await arrive(false);
  expect(await screen.findByRole('alert')).toHaveTextContent('The Team members field could not be loaded');

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
  await arrive(true);
  expect(await screen.findByRole('table', { name: 'Team members' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
