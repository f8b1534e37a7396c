import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RegistrationFormProps } from '../registration/registration-form';
import { RegisterPage } from '../registration-pages/register-page';
import { ClockContext } from '../registration-windows/clock';
import { DEFAULT_SETTINGS } from '../registration-windows/event-settings';
import { draftsFetchStub } from './drafts-fetch-stub';

// The team form is another team's and tested there; here it only reports what the page gave it.
const seen: RegistrationFormProps[] = [];
vi.mock('../registration/registration-form', () => ({
  RegistrationForm: (props: RegistrationFormProps) => {
    seen.push(props);
    return <p>Team form</p>;
  },
}));

let stub: ReturnType<typeof draftsFetchStub>;
const leaderPhoto = new File(['id'], 'leader-id.png', { type: 'image/png' });

beforeEach(() => {
  seen.length = 0;
  stub = draftsFetchStub({
    other: (url) =>
      url.endsWith('/settings')
        ? new Response(JSON.stringify({ data: DEFAULT_SETTINGS }))
        : new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
});
afterEach(() => vi.unstubAllGlobals());

function openRegister() {
  const now = new Date('2025-09-10T12:00:00+03:00'); // the hackathon window is open
  render(
    <ClockContext.Provider value={{ now: () => now }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/register']}>
          <RegisterPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ClockContext.Provider>,
  );
}

test('a resumed team skips the entry page: its leader is the first member, the rows come back with their files', async () => {
  stub.seed('hackathon-team', {
    step: 2,
    answers: {
      team_name: 'Orbiters',
      participation_method_id: '1',
      members: [{ name: 'Mona', email: 'mona@example.com', national: '29801011234567' }],
    },
    files: [{ field: 'members.0.national_id_photo', file: leaderPhoto }],
  });
  openRegister();
  await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
  expect(await screen.findByText('Team form')).toBeInTheDocument();
  expect(screen.getByText(/Registering as/)).toHaveTextContent('Registering as mona@example.com.');
  const props = seen.at(-1)!;
  expect(props.initialValues).toMatchObject({ team_name: 'Orbiters', participation_method_id: '1' }); // On-Site, as saved
  expect((props.initialValues!.members as { national_id_photo: File }[])[0]!.national_id_photo).toBeInstanceOf(File);
  expect(props.draft?.initialStep).toBe(2);
});

test('no draft: the entry page first, as before', async () => {
  openRegister();
  expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Saved answers' })).toBeNull();
});
