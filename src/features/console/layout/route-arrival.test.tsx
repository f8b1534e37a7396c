import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { renderConsole, session, stubApi } from '../test-support/render-console';

// The pages are loaded lazily: loaded once here, so no test waits for a first download on a busy machine.
beforeAll(() => Promise.all([import('../applications/applications-page'), import('../check-in/check-in-page')]));
afterEach(() => vi.unstubAllGlobals());

test('moving to another console page focuses its heading and says it; the first page is left alone', async () => {
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/admin/applications') return { body: { data: [], total: 0 } };
  });
  renderConsole('/admin/check-in');
  const first = await screen.findByRole('heading', { level: 1, name: /Check-in/ });
  expect(first).not.toHaveFocus();
  const announcer = screen.getByTestId('route-announcer');
  expect(announcer).toHaveTextContent('');

  const nav = screen.getByRole('navigation', { name: 'Console' });
  await userEvent.click(within(nav).getAllByRole('link', { name: /Bootcamp/ })[0]!);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Bootcamp applications' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(announcer).toHaveTextContent('Bootcamp applications');
});
