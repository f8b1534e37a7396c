import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { OrganiserContext } from '../session/use-organiser';
import { OrganisersPage } from './organisers-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let accounts: { email: string; role: string; createdAt: string; lastSignInAt: string | null }[];
let calls: { method: string; url: string; body?: unknown }[];

beforeEach(() => {
  calls = [];
  accounts = [
    { email: 'admin@example.com', role: 'admin', createdAt: '2025-08-01T09:00:00.000Z', lastSignInAt: '2025-09-10T09:00:00.000Z' },
    { email: 'door@example.com', role: 'door', createdAt: '2025-08-02T09:00:00.000Z', lastSignInAt: null },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as { email: string; role: string }) : undefined;
      calls.push({ method, url: String(url), body });
      if (method === 'POST') {
        if (accounts.some((account) => account.email === body!.email)) {
          const message = 'An organiser with this e-mail already exists.';
          return json({ success: false, message, errors: { email: [message] } }, 409);
        }
        accounts.push({ email: body!.email, role: body!.role, createdAt: '2025-09-11T09:00:00.000Z', lastSignInAt: null });
        return json({ data: accounts.at(-1) }, 201);
      }
      if (method === 'DELETE') {
        accounts = accounts.filter((account) => `/api/v1/admin/organisers/${encodeURIComponent(account.email)}` !== String(url));
        return new Response(null, { status: 204 });
      }
      return json({ data: accounts });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/organisers']}>
        <OrganiserContext.Provider value={{ email: 'admin@example.com', role: 'admin' }}>
          <OrganisersPage />
        </OrganiserContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function add(email: string, role: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.selectOptions(screen.getByLabelText('Role'), role);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Add organiser' }));
}

test('adding an organiser sends e-mail, role and password, and the list shows them', async () => {
  renderPage();
  await screen.findByRole('table', { name: 'Organiser accounts (2)' });
  expect(screen.getByText(/npm run organisers -- add <email> --role admin/)).toBeVisible();
  await add('reviewer@example.com', 'reviewer', 'correct horse battery');

  expect(await screen.findByText('Added reviewer@example.com as reviewer.')).toHaveAttribute('role', 'status');
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/v1/admin/organisers',
    body: { email: 'reviewer@example.com', role: 'reviewer', password: 'correct horse battery' },
  });
  expect(await screen.findByRole('rowheader', { name: 'reviewer@example.com' })).toBeVisible();
  expect(screen.getByLabelText('E-mail')).toHaveValue(''); // ready for the next one
});

test('an e-mail that already has an account is shown on the e-mail field', async () => {
  renderPage();
  await screen.findByRole('table');
  await add('door@example.com', 'door', 'long enough password');

  const summary = await screen.findByRole('alert');
  expect(summary).toHaveFocus();
  const link = within(summary).getByRole('link', { name: 'An organiser with this e-mail already exists.' });
  expect(link).toHaveAttribute('href', '#new-organiser-email');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Error: An organiser with this e-mail already exists.');
});

test('a short password is refused before anything is sent', async () => {
  renderPage();
  await screen.findByRole('table');
  await add('new@example.com', 'door', 'short');
  expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Enter a password of at least 10 characters.' })).toBeVisible();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('removing asks first, then deletes the account', async () => {
  renderPage();
  const row = await screen.findByRole('row', { name: /door@example.com/ });
  expect(screen.queryByRole('button', { name: 'Remove admin@example.com' })).toBeNull(); // never your own account
  await userEvent.click(within(row).getByRole('button', { name: 'Remove door@example.com' }));

  const dialog = screen.getByRole('dialog', { name: 'Remove door@example.com?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  expect(within(row).getByRole('button', { name: 'Remove door@example.com' })).toHaveFocus(); // back where the keyboard was

  await userEvent.click(within(row).getByRole('button', { name: 'Remove door@example.com' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove account' }));
  expect(await screen.findByText('Removed door@example.com; they can no longer sign in.')).toBeVisible();
  expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/v1/admin/organisers/door%40example.com');
  expect(screen.queryByRole('row', { name: /door@example.com/ })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Accounts' })).toHaveFocus(); // not lost with the removed row
});
