import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { renderConsole, session, stubApi, type Sent } from '../test-support/render-console';

const row = (id: number, name: string, status = 'submitted') => ({
  id,
  kind: 'bootcamp',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  status,
  submittedAt: '2025-09-10T09:00:00.000Z',
  updatedAt: '2025-09-11T09:00:00.000Z',
});
const rows = [row(11, 'Omar Khaled'), row(12, 'Mona Adel'), row(13, 'Youssef Nabil', 'waitlisted')];

let sent: Sent[];
// The page is loaded lazily: loaded once here, no test waits for the first download.
beforeAll(() => import('./applications-page'));
beforeEach(() => {
  sent = stubApi(({ method, path }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/admin/applications') return { body: { data: rows, total: 120 } };
    if (path === '/admin/applications/bootcamp/bulk' && method === 'POST') {
      return { body: { data: { changed: 1, refused: [{ id: 12, reason: 'Confirmed applications cannot be accepted.' }] } } };
    }
  });
});
afterEach(() => vi.unstubAllGlobals());

const lists = () => sent.filter((request) => request.path === '/admin/applications').map((request) => Object.fromEntries(request.search));
const lastList = () => lists().at(-1);
const address = () => screen.getByTestId('address').textContent;

test('shows a page of applications with the total, the pages and a CSV of the same view', async () => {
  renderConsole('/admin/applications/bootcamp?status=submitted');
  const table = await screen.findByRole('table', { name: 'Bootcamp applications, submitted' });
  const omar = within(table).getByRole('link', { name: 'Omar Khaled' });
  expect(omar).toHaveAttribute('href', '/admin/applications/bootcamp/11?status=submitted'); // the detail keeps the list's view
  expect(within(table).getByText('mona@example.org')).toBeInTheDocument();
  expect(within(table).getByText('Waitlisted')).toBeInTheDocument();
  expect(screen.getByText('120 applications, submitted')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Bootcamp applications, submitted' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('link', { name: 'Download CSV of this view' })).toHaveAttribute(
    'href',
    '/api/v1/admin/applications/export?kind=bootcamp&status=submitted&sort=-submittedAt&language=en',
  );
  expect(lastList()).toEqual({ kind: 'bootcamp', status: 'submitted', sort: '-submittedAt', page: '1', pageSize: '50' });
});

test('the status filter, sorting and pages ask the server for that view and keep it in the URL', async () => {
  renderConsole('/admin/applications/bootcamp');
  await screen.findByRole('table');

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'waitlisted');
  await waitFor(() => expect(lastList()).toMatchObject({ status: 'waitlisted', page: '1' }));
  expect(address()).toBe('/admin/applications/bootcamp?status=waitlisted');

  const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
  expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(within(nameHeader).getByRole('button', { name: /Name/ }));
  await waitFor(() => expect(lastList()).toMatchObject({ sort: 'name', status: 'waitlisted' }));
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
  await waitFor(() => expect(lastList()).toMatchObject({ sort: '-name' }));

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastList()).toMatchObject({ page: '2', sort: '-name', status: 'waitlisted' }));
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(address()).toBe('/admin/applications/bootcamp?status=waitlisted&sort=-name&page=2');
});

test('searching asks the server once the organiser pauses, and starts again at page 1', async () => {
  renderConsole('/admin/applications/bootcamp?page=2');
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'omar');
  await waitFor(() => expect(lastList()).toMatchObject({ q: 'omar', page: '1' }));
  expect(lists().filter((query) => query.q)).toHaveLength(1); // not one request per letter
  expect(address()).toBe('/admin/applications/bootcamp?q=omar');
});

test('bulk decisions ask first with the count, send the selected ids, and show what changed and what was refused', async () => {
  renderConsole('/admin/applications/bootcamp');
  await screen.findByRole('table');
  expect(screen.getByRole('button', { name: 'Accept selected' })).toBeDisabled();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Omar Khaled' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Mona Adel' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }));

  const dialog = screen.getByRole('dialog', { name: 'Accept 2 applications?' });
  expect(sent.some((request) => request.method === 'POST')).toBe(false); // nothing before the answer
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept 2 applications' }));

  const result = await screen.findByRole('dialog', { name: 'Done' });
  expect(within(result).getByText('1 application changed to Accepted.')).toBeInTheDocument();
  expect(within(result).getByText('Mona Adel: Confirmed applications cannot be accepted.')).toBeInTheDocument();
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ ids: [11, 12], status: 'accepted' });
  expect(sent.find((request) => request.method === 'POST')?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Select Omar Khaled' })).not.toBeChecked(); // the selection is spent
});

test('select all selects every row of this page, and Escape cancels the question', async () => {
  renderConsole('/admin/applications/bootcamp');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select every application on this page' }));
  expect(screen.getByText('3 selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
  expect(screen.getByRole('dialog', { name: 'Reject 3 applications?' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Reject selected' })).toHaveFocus();
  expect(sent.some((request) => request.method === 'POST')).toBe(false);
});
