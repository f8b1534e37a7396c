import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { renderConsole, session, stubApi } from './test-support/render-console';

// The pages are loaded lazily: loaded once here, so no test waits for a first download on a busy machine.
beforeAll(() =>
  Promise.all([import('./sign-in/sign-in-page'), import('./applications/applications-page'), import('./check-in/check-in-page')]),
);
afterEach(() => vi.unstubAllGlobals());

const address = () => screen.getByTestId('address').textContent;
const emptyList = { data: [], total: 0 };
// What GET /admin/session answers when nobody is signed in.
const signedOut = { body: { data: null } };

test('without a session, the sign-in page opens and keeps the page asked for, then returns to it', async () => {
  let signedIn = false;
  const sent = stubApi(({ method, path }) => {
    if (path === '/admin/session' && method === 'GET') return signedIn ? session('reviewer') : signedOut;
    if (path === '/admin/session' && method === 'POST') {
      signedIn = true;
      return session('reviewer');
    }
    if (path === '/admin/applications') return { body: emptyList };
  });
  renderConsole('/admin/applications/bootcamp?status=submitted');

  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(address()).toBe(`/admin/sign-in?next=${encodeURIComponent('/admin/applications/bootcamp?status=submitted')}`);

  await userEvent.type(screen.getByLabelText('E-mail'), 'reviewer@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Bootcamp applications' })).toBeInTheDocument();
  expect(address()).toBe('/admin/applications/bootcamp?status=submitted');
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ email: 'reviewer@example.org', password: 'correct horse' });
  // The list asked for exactly the view that was kept.
  expect(sent.find((request) => request.path === '/admin/applications')?.search.get('status')).toBe('submitted');
});

test('a session lost on the way sends the organiser to sign in, keeping the page', async () => {
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/admin/applications') return { status: 401, body: { message: 'Please sign in again.' } };
  });
  renderConsole('/admin/applications/hackathon?q=nile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(address()).toBe(`/admin/sign-in?next=${encodeURIComponent('/admin/applications/hackathon?q=nile')}`);
});

test('a door organiser is sent to check-in and sees no other page in the navigation', async () => {
  stubApi(({ path }) => (path === '/admin/session' ? session('door') : undefined));
  renderConsole('/admin/applications/bootcamp');
  await waitFor(() => expect(address()).toBe('/admin/check-in'));
  const nav = screen.getByRole('navigation', { name: 'Console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Check-in']);
  expect(screen.getByText('door@example.org')).toBeInTheDocument();
});

test('a reviewer is told their role cannot open the settings, and the navigation does not offer them', async () => {
  stubApi(({ path }) => (path === '/admin/session' ? session('reviewer') : undefined));
  renderConsole('/admin/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your role cannot open this page' })).toBeInTheDocument();
  const links = within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(links).toEqual(['Overview', 'Bootcamp', 'Teams', 'Seats', 'Check-in', 'E-mails']);
});

test('an admin sees the other published forms, forms, settings and organisers', async () => {
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('admin');
    if (path === '/admin/forms') {
      const forms = [
        { formId: 'bootcamp', title: 'Bootcamp' },
        { formId: 'member', title: 'Member' },
        { formId: 'volunteer', title: 'Volunteers' },
      ];
      return { body: { data: forms } };
    }
  });
  renderConsole('/admin');
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(await within(nav).findByRole('link', { name: 'Volunteers' })).toHaveAttribute('href', '/admin/applications/volunteer');
  expect(within(nav).queryByRole('link', { name: 'Member' })).toBeNull(); // member rows are no applications
  for (const name of ['Forms', 'Settings', 'Organisers']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
});

test('the menu button discloses the navigation and says whether it is open', async () => {
  stubApi(({ path }) => (path === '/admin/session' ? session('reviewer') : undefined));
  renderConsole('/admin');
  const menu = await screen.findByRole('button', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('link', { name: 'Seats' }));
  // Following a link closes it.
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('signing out ends the session on the server with the CSRF token and shows the sign-in page', async () => {
  const sent = stubApi(({ method, path }) => {
    if (path === '/admin/session' && method === 'DELETE') return { status: 204 };
    if (path === '/admin/session') return session('reviewer');
  });
  renderConsole('/admin');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(address()).toBe('/admin/sign-in');
  const signOut = sent.find((request) => request.method === 'DELETE');
  expect(signOut?.headers.get('X-CSRF-Token')).toBe('csrf-1');
});

test('the tab names the page', async () => {
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/admin/applications') return { body: emptyList };
  });
  renderConsole('/admin/applications/hackathon');
  await waitFor(() => expect(document.title).toBe('Teams applications — Console'));
});
