import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { DraftActions } from './draft-actions';
import { DraftSession } from './draft-session';

// The dialog's chunk, as the network delivers it: lost while offline, there once the connection is back.
let online = false;
vi.mock('./save-later-dialog', async (importOriginal) => {
  if (!online) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const session = () => new DraftSession('volunteer', () => undefined, { exists: false, step: 0 });

test('a dialog whose code cannot be downloaded says so, keeps focus on its button, and the next press opens it', async () => {
  render(<DraftActions session={session()} />);
  const button = screen.getByRole('button', { name: 'Save and continue later' });
  await userEvent.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(button).toHaveFocus());

  online = true;
  await userEvent.click(button); // one press, before its code has arrived: the dialog opens once it has
  expect(await screen.findByRole('dialog', { name: 'Save and continue later' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
