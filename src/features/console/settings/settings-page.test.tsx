import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { DEFAULT_EVENT } from '../../../lib/event/default-event';
import { SettingsPage } from './settings-page';
import { OrganiserContext } from '../session/use-organiser';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The shipped edition, with two of its networks: a network left out has no link.
const { facebook, youtube } = DEFAULT_EVENT.socialLinks;
const stored = { ...DEFAULT_EVENT, socialLinks: { facebook, youtube } };
let puts: unknown[];
let putAnswer: ((body: unknown) => Response) | undefined;

beforeEach(() => {
  puts = [];
  putAnswer = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return putAnswer ? putAnswer(body) : json({ data: body });
      }
      return json({ data: stored });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/settings']}>
        <OrganiserContext.Provider value={{ email: 'admin@example.com', role: 'admin' }}>
          <SettingsPage />
        </OrganiserContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// datetime-local inputs take their value whole, as a browser's picker gives it.
const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('dates show in Cairo time and go back with the offset Cairo has on that day', async () => {
  renderPage();
  expect(await screen.findByLabelText('Bootcamp registration closes')).toHaveValue('2025-09-16T23:59:59');
  pick('Bootcamp registration opens', '2025-01-15T09:30'); // winter: UTC+2
  pick('Hackathon starts', '2025-10-02T09:00'); // summer time (until the last Thursday of October): UTC+3
  pick('Confirmation deadline', ''); // optional: left out
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
  expect(puts).toEqual([
    {
      ...stored,
      bootcamp: { ...stored.bootcamp, openBootcampDate: '2025-01-15T09:30:00+02:00' },
      hackathonDays: { ...stored.hackathonDays, start: '2025-10-02T09:00:00+03:00' },
      confirmationDeadline: undefined,
    },
  ]);
  expect(puts[0]).not.toHaveProperty('confirmationDeadline');
});

test('the server\u2019s 422 is shown in a focused summary that names the field and links to it', async () => {
  const errors = { 'bootcamp.closedBootcampDate': ['Must be a real date.'] };
  putAnswer = () => json({ success: false, message: 'The settings are invalid.', errors }, 422);
  renderPage();
  await screen.findByLabelText('Edition');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  const summary = await screen.findByRole('alert');
  expect(summary).toHaveFocus();
  const link = within(summary).getByRole('link', { name: 'Bootcamp registration closes: Must be a real date.' });
  expect(screen.getByLabelText('Bootcamp registration closes')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(link);
  expect(screen.getByLabelText('Bootcamp registration closes')).toHaveFocus();
});

test('a window that closes before it opens is refused before anything is sent', async () => {
  renderPage();
  await screen.findByLabelText('Edition');
  await userEvent.clear(screen.getByLabelText('Edition'));
  await userEvent.type(screen.getByLabelText('Edition'), '26');
  pick('Hackathon registration closes', '2025-08-01T00:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  const summary = screen.getByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Enter the edition as a year from 2015 to 2100, e.g. 2026.', 'Hackathon registration must close after it opens.']);
  const closes = screen.getByLabelText('Hackathon registration closes');
  expect(closes).toHaveAccessibleDescription(/Hackathon registration must close after it opens/);
  expect(puts).toEqual([]);
});

test('the venues, the contact address and the social links are edited beside the dates and sent trimmed', async () => {
  renderPage();
  expect(await screen.findByLabelText('Bootcamp venue')).toHaveValue('a university in 6th of October city');
  expect(screen.getByLabelText('Contact e-mail address')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Instagram account')).toHaveValue(''); // no link yet
  await userEvent.clear(screen.getByLabelText('Hackathon venue'));
  await userEvent.type(screen.getByLabelText('Hackathon venue'), ' the Smart Village ');
  await userEvent.clear(screen.getByLabelText('Contact e-mail address'));
  await userEvent.type(screen.getByLabelText('Contact e-mail address'), 'hello@cairo-hackathon.example');
  await userEvent.type(screen.getByLabelText('Instagram account'), 'https://www.instagram.com/cairo-hackathon/');
  await userEvent.clear(screen.getByLabelText('YouTube channel')); // emptied: no link
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
  expect(puts).toEqual([
    {
      ...stored,
      venue: { ...stored.venue, hackathon: 'the Smart Village' },
      contactEmail: 'hello@cairo-hackathon.example',
      socialLinks: { facebook: stored.socialLinks.facebook, instagram: 'https://www.instagram.com/cairo-hackathon/' },
    },
  ]);
});

test('an address that is not one and a link that is not https are refused before anything is sent', async () => {
  renderPage();
  await userEvent.clear(await screen.findByLabelText('Contact e-mail address'));
  await userEvent.type(screen.getByLabelText('Contact e-mail address'), 'info at spaceappscairo');
  await userEvent.type(screen.getByLabelText('X (Twitter) account'), 'http://twitter.com/SpaceAppsCairo');
  await userEvent.clear(screen.getByLabelText('Bootcamp venue'));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  const summary = screen.getByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Enter the bootcamp venue.',
    'Enter the contact e-mail address in the right format, like info@example.com.',
    'Enter the X (Twitter) account as a full address starting with https://.',
  ]);
  expect(screen.getByLabelText('X (Twitter) account')).toHaveAttribute('aria-invalid', 'true');
  expect(puts).toEqual([]);
});

test('the server\u2019s refusal of a link is shown on that link', async () => {
  const errors = { 'socialLinks.facebook': ['Give the full web address, starting with https://.'] };
  putAnswer = () => json({ success: false, message: 'The settings are invalid.', errors }, 422);
  renderPage();
  await screen.findByLabelText('Facebook page');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  const summary = await screen.findByRole('alert');
  await userEvent.click(within(summary).getByRole('link', { name: 'Facebook page: Give the full web address, starting with https://.' }));
  expect(screen.getByLabelText('Facebook page')).toHaveFocus();
});
