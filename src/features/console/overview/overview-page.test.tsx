import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InLanguage } from '../test-support/render-console';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { OrganiserContext, type OrganiserRole } from '../session/use-organiser';
import { OverviewPage } from './overview-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const zeros = { submitted: 0, accepted: 0, waitlisted: 0, rejected: 0, withdrawn: 0, confirmed: 0, declined: 0, checked_in: 0 };
const statsOf = (kind: string) => ({
  kind,
  total: 12,
  byStatus: { ...zeros, submitted: 7, accepted: 3, confirmed: 2 },
  perDay: [
    { day: '2025-09-14', count: 4 },
    { day: '2025-09-16', count: 8 },
  ],
  breakdowns: [
    {
      field: 'education',
      label: 'Education level',
      counts: [
        { value: 'school', label: 'School', count: 2 },
        { value: 'university', label: 'University', count: 10 },
      ],
    },
  ],
});

let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url);
      calls.push(path);
      if (path === '/api/v1/settings') {
        return json({
          data: {
            edition: 2025,
            bootcamp: { openBootcampDate: '2025-09-01T00:00:00+03:00', closedBootcampDate: '2025-09-16T23:59:59+03:00' },
            hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
            countdownTarget: '2025-10-03T08:00:00+03:00',
          },
        });
      }
      if (path === '/api/v1/admin/forms') {
        const forms = [
          { formId: 'bootcamp', title: 'Bootcamp' },
          { formId: 'member', title: 'Member' },
          { formId: 'mentors', title: 'Mentors' },
        ];
        return json({ data: forms });
      }
      const kind = /\/admin\/stats\?kind=(.+)$/.exec(path)?.[1];
      if (kind) return json({ data: statsOf(kind) });
      return json({ message: 'not here' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAs(role: OrganiserRole) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InLanguage>
        <MemoryRouter initialEntries={['/admin']}>
          <OrganiserContext.Provider value={{ email: 'organiser@example.org', role }}>
            <OverviewPage />
          </OrganiserContext.Provider>
        </MemoryRouter>
      </InLanguage>
    </QueryClientProvider>,
  );
}

test('counts per status link to the applications of that status', async () => {
  renderAs('reviewer');
  const bootcamp = screen.getByRole('region', { name: 'Bootcamp' });
  const submitted = await within(bootcamp).findByRole('link', { name: '7 Submitted' });
  expect(submitted).toHaveAttribute('href', '/admin/applications/bootcamp?status=submitted');
  const rejected = within(bootcamp).getByRole('link', { name: '0 Rejected' });
  expect(rejected).toHaveAttribute('href', '/admin/applications/bootcamp?status=rejected');
  const teams = screen.getByRole('region', { name: 'Teams' });
  const accepted = await within(teams).findByRole('link', { name: '3 Accepted' });
  expect(accepted).toHaveAttribute('href', '/admin/applications/hackathon?status=accepted');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the door is never asked for the forms list', async () => {
  renderAs('door');
  await screen.findAllByRole('link', { name: '7 Submitted' });
  expect(calls).not.toContain('/api/v1/admin/forms');
  expect(screen.queryByRole('region', { name: 'Mentors' })).toBeNull();
});

test('a reviewer also sees each other published form, not the member rows', async () => {
  renderAs('reviewer');
  const mentors = await screen.findByRole('region', { name: 'Mentors' });
  const confirmed = await within(mentors).findByRole('link', { name: '2 Confirmed' });
  expect(confirmed).toHaveAttribute('href', '/admin/applications/mentors?status=confirmed');
  expect(screen.queryByRole('region', { name: 'Member' })).toBeNull();
  expect(screen.getAllByRole('region', { name: 'Bootcamp' })).toHaveLength(1); // listed once though the forms list names it too
});

test('the chart has a name and a table of every day, the deadline marked', async () => {
  renderAs('reviewer');
  const bootcamp = screen.getByRole('region', { name: 'Bootcamp' });
  const chart = await within(bootcamp).findByRole('img', { name: /Bar chart of Bootcamp submissions per day.*12 in all/ });
  expect(chart).toBeInTheDocument();
  await userEvent.click(within(bootcamp).getByText('Show as table'));
  const table = within(bootcamp).getByRole('table', { name: 'Bootcamp: submissions per day' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  // The day between has no submissions and is still a row; the last day is the deadline.
  expect(rows).toEqual(['Sun, 14 September 20254', 'Mon, 15 September 20250', 'Tue, 16 September 2025 (deadline)8']);
});

test('choice fields are broken down with their counts in words', async () => {
  renderAs('reviewer');
  const bootcamp = screen.getByRole('region', { name: 'Bootcamp' });
  const table = await within(bootcamp).findByRole('table', { name: 'Education level' });
  expect(within(table).getByRole('row', { name: /University 10 \(83%\)/ })).toBeInTheDocument();
});

test('a failed load says so in the section', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ message: 'Your role (door) cannot do this.' }, 403)),
  );
  renderAs('reviewer');
  const bootcamp = screen.getByRole('region', { name: 'Bootcamp' });
  expect(await within(bootcamp).findByRole('alert')).toHaveTextContent('Your role (door) cannot do this.');
});
