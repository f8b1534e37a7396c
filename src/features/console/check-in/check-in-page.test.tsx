import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InLanguage } from '../test-support/render-console';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { OrganiserContext } from '../session/use-organiser';
import { CheckInPage } from './check-in-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Person {
  code: string;
  name: string;
  kind: string;
  teamName?: string;
  checkedInAt?: string;
}

let people: Person[];
let posted: string[];
let searches: string[];

beforeEach(() => {
  posted = [];
  searches = [];
  people = [
    { code: 'K7QM-4XRT', name: 'Mona Adel', kind: 'bootcamp' },
    { code: 'P2WD-9HJN', name: 'Omar Khaled', kind: 'hackathon', teamName: 'Orbiters' },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url);
      if (path === '/api/v1/admin/check-in' && init?.method === 'POST') {
        const { code } = JSON.parse(String(init.body)) as { code: string };
        posted.push(code);
        const person = people.find((entry) => entry.code === code.toUpperCase());
        if (!person) return json({ success: false, message: 'This check-in code is not known.' }, 404);
        const team = person.teamName ? { teamName: person.teamName } : {};
        const answer = { name: person.name, kind: person.kind, ...team, status: 'checked_in' };
        if (person.checkedInAt) return json({ data: { ...answer, alreadyCheckedInAt: person.checkedInAt } });
        person.checkedInAt = '2025-10-03T06:14:00.000Z'; // 09:14 in Cairo
        return json({ data: answer });
      }
      const query = /\/admin\/check-in\/search\?q=(.*)$/.exec(path)?.[1];
      if (query !== undefined) {
        const q = decodeURIComponent(query).toLowerCase();
        searches.push(q);
        const found = people.filter((person) => person.name.toLowerCase().includes(q));
        return json({ data: found.map((person) => ({ ...person, status: person.checkedInAt ? 'checked_in' : 'confirmed' })) });
      }
      return json({ message: 'not here' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InLanguage>
        <MemoryRouter initialEntries={['/admin/check-in']}>
          <OrganiserContext.Provider value={{ email: 'door@example.org', role: 'door' }}>
            <CheckInPage />
          </OrganiserContext.Provider>
        </MemoryRouter>
      </InLanguage>
    </QueryClientProvider>,
  );
}

async function typeCode(code: string) {
  const field = screen.getByRole('textbox', { name: 'Check-in code' });
  await userEvent.type(field, `${code}{Enter}`);
  return field;
}

test('a typed code checks the person in and shows their name and kind in the status region', async () => {
  renderPage();
  const field = await typeCode('k7qm-4xrt');
  const result = await screen.findByText('Mona Adel');
  const region = result.closest('[role="status"]')!;
  expect(region).toHaveTextContent('Checked in');
  expect(region).toHaveTextContent('Bootcamp');
  expect(posted).toEqual(['k7qm-4xrt']);
  // Ready for the next person: the field is empty and focused.
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('a second check-in of the same code says when the person came in', async () => {
  renderPage();
  await typeCode('K7QM-4XRT');
  await screen.findByText('Mona Adel');
  await typeCode('K7QM-4XRT');
  const already = await screen.findByText(/^Already checked in at 09:14/);
  expect(already.closest('[role="status"]')).toHaveTextContent('Mona Adel');
});

test('an unknown code is said in the alert region, and nothing is shown about anyone', async () => {
  renderPage();
  await typeCode('ZZZZ-ZZZZ');
  const alert = await screen.findByRole('alert');
  await within(alert).findByText('Unknown code');
  expect(alert).toHaveTextContent('ZZZZ-ZZZZ is not a known check-in code');
  expect(screen.queryByText('Mona Adel')).toBeNull();
});

test('an empty code asks for one without sending', async () => {
  renderPage();
  await typeCode('');
  expect(screen.getByRole('textbox', { name: 'Check-in code' })).toHaveAccessibleDescription(/Error: Enter the check-in code\./);
  expect(posted).toEqual([]);
});

test('a team member reads as their team', async () => {
  renderPage();
  await typeCode('P2WD-9HJN');
  const name = await screen.findByText('Omar Khaled');
  expect(name.closest('[role="status"]')).toHaveTextContent('Team Orbiters');
});

test('find by name lists people after two letters and checks one in', async () => {
  renderPage();
  const search = screen.getByRole('searchbox', { name: 'Name or e-mail' });
  await userEvent.type(search, 'mona');
  const list = await screen.findByRole('list', { name: 'People matching mona' });
  expect(searches.at(-1)).toBe('mona');
  const mona = within(list).getByText('Mona Adel', { selector: '.check-in-person-name' }).closest('li')!;
  expect(mona).toHaveTextContent('Not checked in yet');
  await userEvent.click(within(mona).getByRole('button', { name: 'Check in Mona Adel' }));
  const result = await screen.findByText('Checked in', { selector: '.check-in-state' });
  expect(result.closest('[role="status"]')).toHaveTextContent('Mona Adel');
  expect(posted).toEqual(['K7QM-4XRT']);
  // The list now says so, and the search field is ready for the next name.
  expect(await within(list).findByText(/^Checked in at 09:14/)).toBeInTheDocument();
  expect(search).toHaveFocus();
});

test('without a camera the scan button says why and the other ways remain', () => {
  renderPage();
  const scan = screen.getByRole('button', { name: 'Scan QR code' });
  expect(scan).toBeDisabled();
  expect(scan).toHaveAccessibleDescription(/gives the page no camera/);
  expect(screen.getByRole('textbox', { name: 'Check-in code' })).toBeEnabled();
});

test('with a camera the scan button is ready', () => {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
  renderPage();
  expect(screen.getByRole('button', { name: 'Scan QR code' })).toBeEnabled();
});
