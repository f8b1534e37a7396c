import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { DraftResumePage } from './draft-resume-page';
import { draftsFetchStub } from './drafts-fetch-stub';

let stub: ReturnType<typeof draftsFetchStub>;
let seenLocations: { pathname: string; hash: string; state: unknown }[];

function Where() {
  const { pathname, hash, state } = useLocation();
  seenLocations.push({ pathname, hash, state });
  return <p>At {pathname}</p>;
}

beforeEach(() => {
  stub = draftsFetchStub();
  seenLocations = [];
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
});
afterEach(() => vi.unstubAllGlobals());

function openLink(link: string) {
  render(
    <MemoryRouter initialEntries={[link]}>
      <Routes>
        <Route path="/drafts/resume" element={<DraftResumePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

test('a good link: the token leaves the address at once, is claimed, and the form opens told it was claimed', async () => {
  openLink('/drafts/resume#good-token');
  expect(await screen.findByText('At /bootcamp-registration')).toBeInTheDocument();
  expect(stub.requests('POST', '/drafts/claim')[0]!.body).toEqual({ token: 'good-token' });
  // The fragment was gone before the claim answered, and no entry holds it any more.
  expect(seenLocations.find((entry) => entry.pathname === '/drafts/resume' && entry.hash === '' && entry.state === null)).toBeDefined();
  expect(seenLocations.at(-1)).toEqual({ pathname: '/bootcamp-registration', hash: '', state: { draftClaimed: 'bootcamp' } });
});

test('an expired or corrupted link (410) shows a clear page with links to start again, focused', async () => {
  openLink('/drafts/resume#c0rrupted');
  const heading = await screen.findByRole('heading', { name: 'This link has expired or is not valid' });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Apply to the bootcamp' })).toHaveAttribute('href', '/bootcamp-registration');
  expect(screen.getByRole('link', { name: 'Register your hackathon team' })).toHaveAttribute('href', '/register');
  expect(seenLocations.at(-1)).toMatchObject({ pathname: '/drafts/resume', hash: '' });
});

test('a link without its token asks nothing of the server', async () => {
  openLink('/drafts/resume');
  expect(await screen.findByRole('heading', { name: 'This link has expired or is not valid' })).toBeInTheDocument();
  expect(stub.seen).toEqual([]);
});

test('an outage is not called an expired link: the applicant can try again', async () => {
  let down = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      down
        ? new Response(JSON.stringify({ message: 'The service is unavailable.' }), { status: 503, headers: { 'Retry-After': '30' } })
        : stub.fetch(url, init),
    ),
  );
  openLink('/drafts/resume#good-token');
  expect(await screen.findByRole('heading', { name: 'Your saved answers could not be opened just now' })).toHaveFocus();
  expect(screen.getByText(/The service is unavailable\. Your answers are still saved/)).toBeInTheDocument();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('At /bootcamp-registration')).toBeInTheDocument();
});
