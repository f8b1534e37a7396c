import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InLanguage } from '../test-support/render-console';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setCsrfToken } from '../console-api';
import { OrganiserContext } from '../session/use-organiser';
import { EmailsPage } from './emails-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const failed = {
  id: 7,
  to: 'omar@example.com',
  subject: 'You are accepted',
  template: 'accepted',
  status: 'failed',
  attempts: 5,
  lastError: '550 mailbox unavailable',
  createdAt: '2025-09-10T09:00:00.000Z',
  sentAt: null,
};
const sent = { ...failed, id: 8, to: 'mona@example.com', status: 'sent', attempts: 1, lastError: null, sentAt: '2025-01-10T07:00:00.000Z' };

let requests: { method: string; url: string; csrf?: string }[];
let resendAnswer: Response | undefined;

beforeEach(() => {
  requests = [];
  resendAnswer = undefined;
  setCsrfToken('csrf-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ method, url: String(url), csrf: (init.headers as Record<string, string>)['X-CSRF-Token'] });
      if (method === 'POST') return resendAnswer ?? json({ data: { id: 9, status: 'queued' } });
      const status = new URL(String(url), 'http://x').searchParams.get('status');
      const rows = [failed, sent].filter((row) => !status || row.status === status);
      return json({ data: rows, total: rows.length, page: 1, pageSize: 25 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(undefined);
});

function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InLanguage>
        <MemoryRouter initialEntries={[url]}>
          <OrganiserContext.Provider value={{ email: 'admin@example.com', role: 'admin' }}>
            <EmailsPage />
          </OrganiserContext.Provider>
        </MemoryRouter>
      </InLanguage>
    </QueryClientProvider>,
  );
}

test('a failed message shows its reason, and Resend posts it and says so', async () => {
  renderAt('/admin/emails?status=failed');
  const table = await screen.findByRole('table', { name: /Failed e-mails.*1 in all/ });
  const row = within(table).getByRole('row', { name: /omar@example.com/ });
  expect(row).toHaveTextContent('550 mailbox unavailable'); // the reason is on the row, not behind a click
  expect(row).toHaveTextContent('10 Sept 2025, 12:00'); // 09:00 UTC is noon in Cairo in September (UTC+3)
  expect(requests[0]!.url).toContain('status=failed');
  expect(screen.getByRole('link', { name: 'Failed' })).toHaveAttribute('aria-current', 'page');

  await userEvent.click(within(row).getByRole('button', { name: 'Resend “You are accepted” to omar@example.com' }));

  expect(await screen.findByRole('status')).toHaveTextContent('“You are accepted” to omar@example.com is queued to be sent again.');
  const post = requests.find((request) => request.method === 'POST');
  expect(post).toMatchObject({ url: '/api/v1/admin/outbox/7/resend', csrf: 'csrf-1' });
});

test('a refused resend shows the server\u2019s reason', async () => {
  resendAnswer = json({ success: false, message: 'This message is already queued.' }, 409);
  renderAt('/admin/emails');
  const row = await screen.findByRole('row', { name: /mona@example.com/ });
  expect(row).toHaveTextContent('10 Jan 2025, 09:00'); // winter: UTC+2
  await userEvent.click(within(row).getByRole('button', { name: /Resend/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('was not resent: This message is already queued.');
});

test('the status filter is a link that puts the status in the URL', async () => {
  renderAt('/admin/emails');
  await screen.findByRole('table', { name: /All e-mails/ });
  await userEvent.click(screen.getByRole('link', { name: 'Sent' }));
  expect(await screen.findByRole('table', { name: /Sent e-mails/ })).not.toHaveTextContent('omar@example.com');
  expect(requests.at(-1)!.url).toContain('status=sent');
});
