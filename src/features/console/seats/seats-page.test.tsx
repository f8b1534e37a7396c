import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InLanguage } from '../test-support/render-console';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { OrganiserContext, type OrganiserRole } from '../session/use-organiser';
import { SeatsPage } from './seats-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const REFUSAL = '12 seats are already confirmed in this slot, so its capacity cannot go below 12.';

let slots: { id: number; name: string; capacity: number; confirmed: number }[];
let puts: { path: string; body: unknown }[];

beforeEach(() => {
  puts = [];
  slots = [
    { id: 1, name: 'Morning, 3 October', capacity: 40, confirmed: 12 },
    { id: 2, name: 'Afternoon, 3 October', capacity: 30, confirmed: 30 },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url);
      if (path === '/api/v1/admin/slots') return json({ data: slots });
      if (path === '/api/v1/admin/slots/1/seats') {
        const mona = { applicationId: 71, name: 'Mona Adel', email: 'mona@example.org', confirmedAt: '2025-09-20T07:14:00.000Z' };
        return json({ data: [mona] });
      }
      const id = Number(/\/admin\/slots\/(\d+)$/.exec(path)?.[1]);
      if (init?.method === 'PUT' && id) {
        const body = JSON.parse(String(init.body)) as { capacity: number };
        puts.push({ path, body });
        const slot = slots.find((entry) => entry.id === id)!;
        if (body.capacity < slot.confirmed) return json({ success: false, message: REFUSAL, errors: { capacity: [REFUSAL] } }, 409);
        slot.capacity = body.capacity;
        return json({ data: { id, capacity: slot.capacity, confirmed: slot.confirmed } });
      }
      return json({ message: 'not here' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAs(role: OrganiserRole) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InLanguage>
        <MemoryRouter initialEntries={['/admin/seats']}>
          <OrganiserContext.Provider value={{ email: 'organiser@example.org', role }}>
            <SeatsPage />
          </OrganiserContext.Provider>
        </MemoryRouter>
      </InLanguage>
    </QueryClientProvider>,
  );
}

test('each slot shows its capacity, confirmed seats and seats left', async () => {
  renderAs('reviewer');
  const morning = await screen.findByRole('region', { name: 'Morning, 3 October' });
  expect(within(morning).getByText('Seats left').nextSibling).toHaveTextContent('28');
  const afternoon = screen.getByRole('region', { name: 'Afternoon, 3 October' });
  expect(within(afternoon).getByText('Seats left').nextSibling).toHaveTextContent('0 (full)');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('reviewers see the numbers but no field and no Save', async () => {
  renderAs('reviewer');
  await screen.findByRole('region', { name: 'Morning, 3 October' });
  expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  expect(screen.queryByRole('spinbutton')).toBeNull();
});

test('an admin saves a capacity with a PUT and sees the new number', async () => {
  renderAs('admin');
  const morning = await screen.findByRole('region', { name: 'Morning, 3 October' });
  const field = within(morning).getByRole('spinbutton', { name: 'Change the capacity of Morning, 3 October' });
  await userEvent.clear(field);
  await userEvent.type(field, '50');
  await userEvent.click(within(morning).getByRole('button', { name: 'Save the capacity of Morning, 3 October' }));
  expect(await within(morning).findByText('Saved: Morning, 3 October now has 50 seats.')).toBeInTheDocument();
  expect(puts).toEqual([{ path: '/api/v1/admin/slots/1', body: { capacity: 50 } }]);
  expect(within(morning).getByText('Seats left').nextSibling).toHaveTextContent('38');
});

test('a capacity below the confirmed seats shows the server\u2019s reason at the field', async () => {
  renderAs('admin');
  const morning = await screen.findByRole('region', { name: 'Morning, 3 October' });
  const field = within(morning).getByRole('spinbutton', { name: 'Change the capacity of Morning, 3 October' });
  await userEvent.clear(field);
  await userEvent.type(field, '5');
  await userEvent.click(within(morning).getByRole('button', { name: /^Save/ }));
  expect(await within(morning).findByText(REFUSAL)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(`Error: ${REFUSAL}`);
  expect(within(morning).getByText('Capacity').nextSibling).toHaveTextContent('40'); // unchanged
});

test('a capacity that is no whole number is refused before sending', async () => {
  renderAs('admin');
  const morning = await screen.findByRole('region', { name: 'Morning, 3 October' });
  await userEvent.clear(within(morning).getByRole('spinbutton'));
  await userEvent.click(within(morning).getByRole('button', { name: /^Save/ }));
  expect(within(morning).getByText('Enter the capacity as a whole number from 0 to 100,000.')).toBeInTheDocument();
  expect(puts).toEqual([]);
});

test('who has a seat opens a list linking to each application', async () => {
  renderAs('reviewer');
  const morning = await screen.findByRole('region', { name: 'Morning, 3 October' });
  const disclosure = within(morning).getByRole('button', { name: 'Show who has a seat (12) in Morning, 3 October' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const link = await within(morning).findByRole('link', { name: 'Mona Adel' });
  expect(link).toHaveAttribute('href', '/admin/applications/bootcamp/71');
  expect(within(morning).getByText('mona@example.org')).toBeInTheDocument();
});
