import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ClockContext } from './clock';
import { DEFAULT_SETTINGS } from './event-settings';
import { RegistrationGate } from './registration-gate';

const settings = {
  ...DEFAULT_SETTINGS,
  hackathon: { openHackathonDate: '2025-09-06T00:00:00+03:00', closedHackathonDate: '2025-09-06T00:00:10+03:00' },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: settings }), { status: 200 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderGate(start: string) {
  vi.setSystemTime(new Date(start));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ClockContext.Provider value={{ now: () => new Date() }}>
      <QueryClientProvider client={client}>
        <RegistrationGate kind="hackathon">
          <p>The form</p>
        </RegistrationGate>
      </QueryClientProvider>
    </ClockContext.Provider>,
  );
}

test('shows Loading... until the settings are known', async () => {
  renderGate('2025-09-05T23:59:58+03:00');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('timer')).toBeInTheDocument();
});

test('the form appears when the countdown reaches the opening, and stays while it is being filled in', async () => {
  renderGate('2025-09-05T23:59:58+03:00');
  await screen.findByRole('timer');
  expect(screen.queryByText('The form')).toBeNull();
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByText('The form')).toBeInTheDocument();
  // The window closes 10 s later: answers being typed are not wiped; the server refuses a late submission.
  act(() => vi.advanceTimersByTime(15_000));
  expect(screen.getByText('The form')).toBeInTheDocument();
});

test('after the window the not-open message, with no countdown', async () => {
  renderGate('2025-09-07T00:00:00+03:00');
  expect(await screen.findByText(/^Hackathon registration is not open yet/)).toBeInTheDocument();
  expect(screen.queryByRole('timer')).toBeNull();
});
