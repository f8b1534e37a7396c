import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setPageData } from '../../lib/page-data';
import { forgetDraftHints } from './draft-hint';
import { DraftNotice } from './draft-notice';
import { draftsFetchStub } from './drafts-fetch-stub';
import { useDraft, type DraftControl } from './use-draft';

let stub: ReturnType<typeof draftsFetchStub>;
let latest: DraftControl;
const photo = new File(['leader photo'], 'leader.png', { type: 'image/png' });
const teamPhoto = new File(['team photo'], 'team.png', { type: 'image/png' });

beforeEach(() => {
  stub = draftsFetchStub();
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPageData(undefined);
  forgetDraftHints();
});

/** A page with the notice, and the form once decided (here only what it would be mounted with). */
function Page() {
  latest = useDraft('hackathon-team', undefined);
  return (
    <>
      <DraftNotice draft={latest} />
      {latest.ready ? <p>Form {latest.formKey}</p> : null}
    </>
  );
}

function open(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/register', state }]}>
      <Page />
    </MemoryRouter>,
  );
}

const saved = {
  step: 2,
  answers: { team_name: 'Orbiters', team_photo: null, members: [{ name: 'Mona', national_id_photo: null }] },
  files: [
    { field: 'members.0.national_id_photo', file: photo },
    { field: 'team_photo', file: teamPhoto },
  ],
};

test('saved answers are offered above the form, which waits: focus is on the offer, buttons in reach of the keyboard', async () => {
  stub.seed('hackathon-team', saved);
  open();
  const offer = await screen.findByRole('region', { name: 'Saved answers' });
  expect(offer).toHaveFocus();
  expect(offer).toHaveTextContent('You have saved answers from Tuesday 24 November 2026 at 10:42 AM (Cairo time).');
  expect(screen.queryByText(/^Form /)).toBeNull();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Start again' })).toHaveFocus();
});

test('Resume: the answers, with every file rebuilt as a File at its path (a member’s too), and the saved step', async () => {
  stub.seed('hackathon-team', saved);
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
  expect(await screen.findByText(/^Form /)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Saved answers' })).toHaveTextContent('Your answers are restored');
  expect(screen.getByRole('status', { name: 'Saved answers' })).toHaveFocus(); // the Resume button is gone
  const values = latest.initialValues!;
  expect(values.team_name).toBe('Orbiters');
  const memberPhoto = (values.members as { national_id_photo: File }[])[0]!.national_id_photo;
  expect(memberPhoto).toBeInstanceOf(File);
  expect(memberPhoto).toMatchObject({ name: 'leader.png', type: 'image/png' });
  expect(await memberPhoto.text()).toBe('leader photo');
  expect(values.team_photo).toBeInstanceOf(File);
  expect(latest.formProps.initialStep).toBe(2);
});

test('Start again deletes the saved answers and opens an empty form', async () => {
  stub.seed('hackathon-team', saved);
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));
  expect(await screen.findByText(/^Form /)).toBeInTheDocument();
  expect(stub.requests('DELETE', '/drafts/hackathon-team')).toHaveLength(1);
  expect(stub.drafts.has('hackathon-team')).toBe(false);
  expect(latest.initialValues).toBeUndefined();
  expect(latest.formProps.initialStep).toBeUndefined();
  expect(screen.getByRole('status', { name: 'Started again' })).toHaveTextContent('Your saved answers were deleted');
});

test('just claimed through a resume link: resumed at once, with a welcome', async () => {
  stub.seed('hackathon-team', saved);
  open({ draftClaimed: 'hackathon-team' });
  expect(await screen.findByText(/^Form /)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  expect(screen.getByRole('status', { name: 'Saved answers' })).toHaveTextContent('Welcome back: your answers are restored');
  expect(latest.initialValues?.team_name).toBe('Orbiters');
});

test('a file that cannot be fetched again is named, to be chosen again; the rest is restored', async () => {
  stub.seed('hackathon-team', saved);
  const failing = vi.fn(async (url: string, init?: RequestInit) =>
    String(url).includes('/files/seed-1') ? new Response(null, { status: 500 }) : stub.fetch(url, init),
  );
  vi.stubGlobal('fetch', failing);
  open({ draftClaimed: 'hackathon-team' });
  expect(await screen.findByText('We could not bring back team.png: please choose it again.')).toBeInTheDocument();
  expect(latest.initialValues?.team_photo).toBeNull();
  expect((latest.initialValues?.members as { national_id_photo: unknown }[])[0]!.national_id_photo).toBeInstanceOf(File);
});

test('no draft, or no answer from the server: the empty form at once, nothing offered', async () => {
  open();
  expect(await screen.findByText(/^Form /)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Saved answers' })).toBeNull();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
  open();
  await waitFor(() => expect(screen.getAllByText(/^Form /)).toHaveLength(2));
});

test('a page the server sent saying no draft exists shows the form at once, unasked; the next showing asks', async () => {
  stub.seed('hackathon-team', saved); // saved since the page was sent, say in another tab
  setPageData({ noDraft: ['hackathon-team'] });
  open();
  expect(screen.getByText(/^Form /)).toBeInTheDocument(); // in the first render, as the server drew it
  expect(fetch).not.toHaveBeenCalled();
  cleanup();
  open();
  expect(await screen.findByRole('region', { name: 'Saved answers' })).toBeInTheDocument();
  expect(screen.queryByText(/^Form /)).toBeNull();
});
