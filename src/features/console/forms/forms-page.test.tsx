import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InLanguage } from '../test-support/render-console';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { OrganiserContext } from '../session/use-organiser';
import { FormsPage } from './forms-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const versions: Record<number, unknown> = {
  1: { id: 'volunteer', title: 'Volunteer', steps: [{ title: 'You', fields: [{ name: 'name', label: 'Full name', type: 'text' }] }] },
  2: {
    id: 'volunteer',
    title: 'Volunteer',
    steps: [
      {
        title: 'You',
        fields: [
          { name: 'name', label: 'Name in English', type: 'text' },
          { name: 'phone', label: 'Mobile number', type: 'tel' },
        ],
      },
    ],
  },
};
const list = {
  data: [
    {
      formId: 'volunteer',
      title: 'Volunteer',
      version: 2,
      publishedAt: '2025-09-02T10:00:00.000Z',
      versions: [
        { version: 2, publishedAt: '2025-09-02T10:00:00.000Z' },
        { version: 1, publishedAt: '2025-08-20T10:00:00.000Z' },
      ],
    },
  ],
};
let urls: string[];

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      const version = /\/admin\/forms\/volunteer\/versions\/(\d+)$/.exec(String(url))?.[1];
      if (version) return json({ data: versions[Number(version)], version: Number(version), publishedAt: '2025-09-02T10:00:00.000Z' });
      return json(list);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InLanguage>
        <MemoryRouter initialEntries={['/admin/forms']}>
          <OrganiserContext.Provider value={{ email: 'admin@example.com', role: 'admin' }}>
            <FormsPage />
          </OrganiserContext.Provider>
        </MemoryRouter>
      </InLanguage>
    </QueryClientProvider>,
  );
}

test('each version opens in the preview page', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: 'Versions of Volunteer, newest first' });
  const link = within(table).getByRole('link', { name: 'Open in preview version 1 of Volunteer' });
  expect(link).toHaveAttribute('href', '/forms/preview?form=volunteer&version=1');
  expect(within(table).getByRole('row', { name: /2 \(live\)/ })).toHaveTextContent('2 Sept 2025, 13:00'); // 10:00 UTC, Cairo summer time
});

test('comparing two versions lists the field added and the label changed', async () => {
  renderPage();
  expect(await screen.findByLabelText('From version of Volunteer')).toHaveValue('1'); // the version before the live one
  expect(screen.getByLabelText('To version of Volunteer')).toHaveValue('2');
  await userEvent.click(screen.getByRole('button', { name: 'Compare versions of Volunteer' }));

  expect(await screen.findByText('From version 1 to version 2: 1 field added, 0 removed, 1 changed.')).toHaveAttribute('role', 'status');
  const added = screen.getByRole('heading', { name: 'Fields added' }).nextElementSibling as HTMLElement;
  expect(within(added).getByRole('listitem')).toHaveTextContent('Mobile number (phone, tel)');
  const changed = screen.getByRole('heading', { name: 'Fields changed' }).nextElementSibling as HTMLElement;
  const renamed = within(changed).getAllByRole('listitem')[0];
  expect(renamed).toHaveTextContent('Name in English (name)Label: was “Full name”, now “Name in English”');
  expect(urls).toContain('/api/v1/admin/forms/volunteer/versions/1');
});

test('the same version twice is refused before anything loads', async () => {
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('From version of Volunteer'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Compare versions of Volunteer' }));
  expect(screen.getByText('Choose two different versions to compare.')).toBeVisible();
  expect(screen.getByLabelText('From version of Volunteer')).toHaveFocus();
  expect(urls.some((url) => url.includes('/versions/'))).toBe(false);
});
