import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ApplicationPage } from './application-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const bootcampForm = {
  id: 'bootcamp',
  title: 'Bootcamp',
  steps: [
    {
      title: 'You',
      fields: [
        { name: 'name_en', label: 'Full name in English', type: 'text' },
        { name: 'governorate', label: 'Governorate', type: 'select', options: [{ label: 'Giza', value: '2' }] },
        { name: 'national_id_front', label: 'National ID (front)', type: 'image' },
      ],
    },
  ],
};
const teamForm = {
  id: 'hackathon-team',
  title: 'Team',
  steps: [
    {
      title: 'Team',
      fields: [
        {
          name: 'members',
          label: 'Team members',
          type: 'component',
          componentName: 'members-table',
          componentProps: { rowForm: 'member' },
        },
      ],
    },
  ],
};
const memberForm = {
  id: 'member',
  title: 'Member',
  steps: [{ title: 'Member', fields: [{ name: 'name', label: 'Member name', type: 'text' }] }],
};

const submitted = {
  kind: 'bootcamp',
  id: 12,
  formId: 'bootcamp',
  status: 'submitted',
  submittedAt: '2025-09-10T09:00:00.000Z',
  name: 'Omar Khaled',
  role: 'applicant',
  answers: { name_en: 'Omar Khaled', governorate: '2', national_id_front: { name: 'front.png' } },
  history: [{ from: null, to: 'submitted', at: '2025-09-10T09:00:00.000Z', by: 'applicant' }],
  nextStep: 'Organisers are reviewing applications. We will e-mail you when they decide.',
  actions: ['withdraw'],
  checkInCode: null,
};

let applications: Record<string, Record<string, unknown>>;
let posts: string[];
let offline: boolean;

beforeEach(() => {
  posts = [];
  offline = false;
  applications = { 'tok-1': structuredClone(submitted) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (offline) throw new TypeError('Failed to fetch');
      const path = String(url);
      const forms: Record<string, unknown> = { bootcamp: bootcampForm, 'hackathon-team': teamForm, member: memberForm };
      const form = /\/form-steps\/(.+)$/.exec(path)?.[1];
      if (form) return form in forms ? json({ data: forms[form] }) : json({ message: 'no form' }, 404);
      const [, token, action] = /\/applications\/([^/]+)(?:\/(\w+))?$/.exec(path) ?? [];
      const application = token ? applications[token] : undefined;
      if (!application) return json({ success: false, message: 'Unknown link' }, 404);
      if (init?.method === 'POST') {
        posts.push(`${token}/${action}`);
        // The server moves the status and its next step; the page must show what the server now has.
        Object.assign(application, { status: 'withdrawn', actions: [], nextStep: 'Nothing more to do.' });
        return json({ data: { status: 'withdrawn' } });
      }
      return json({ data: application });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(token: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/application/${token}`]}>
        <Routes>
          <Route path="/application/:token" element={<ApplicationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('shows the status in words, the next step, the history and the answers by their labels', async () => {
  renderAt('tok-1');
  const status = await screen.findByText('Your application is in and waiting for a decision');
  expect(status.closest('[role="status"]')).toHaveTextContent(submitted.nextStep);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(within(screen.getByRole('region', { name: 'History' })).getByText('Submitted')).toBeInTheDocument();
  const answers = screen.getByRole('region', { name: 'Your answers' });
  expect(await within(answers).findByText('Full name in English')).toBeInTheDocument();
  expect(within(answers).getByText('Giza')).toBeInTheDocument(); // the option's label, not its value '2'
  expect(within(answers).getByText('front.png')).toBeInTheDocument(); // a file by its name
});

test('shows only the actions allowed now', async () => {
  applications['tok-2'] = { ...structuredClone(submitted), status: 'accepted', actions: ['decline', 'confirm-seat'] };
  renderAt('tok-2');
  expect(await screen.findByRole('button', { name: 'Decline my place' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Confirm your seat' })).toHaveAttribute('href', '/bootcamp-confirmation?token=tok-2');
  expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
  expect(screen.queryByRole('button', { name: /confirm my team/i })).toBeNull();
});

test('withdraw asks first, then posts, shows the new status and moves focus to it', async () => {
  renderAt('tok-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw my application' }));
  const question = screen.getByRole('group', { name: /Are you sure\?/ });
  expect(posts).toEqual([]); // nothing is sent before the answer
  await userEvent.click(within(question).getByRole('button', { name: 'No, keep my application' }));
  expect(screen.getByRole('button', { name: 'Withdraw my application' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw my application' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw my application' }));
  await waitFor(() => expect(screen.getByText('Nothing more to do.')).toBeInTheDocument());
  expect(posts).toEqual(['tok-1/withdraw']);
  const status = screen.getByText('You withdrew your application').closest('[role="status"]');
  await waitFor(() => expect(status).toHaveFocus());
  expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
});

test('an unknown link says so, with a way home', async () => {
  renderAt('nope');
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('a network failure offers to try again', async () => {
  offline = true;
  renderAt('tok-1');
  // The hook tries once more by itself (after about a second) before offering the button.
  const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
  offline = false;
  await userEvent.click(retry);
  expect(await screen.findByText('Your application is in and waiting for a decision')).toBeInTheDocument();
});

test('a confirmed holder sees the check-in code, in text and as a QR image', async () => {
  applications['tok-3'] = { ...structuredClone(submitted), status: 'confirmed', actions: [], checkInCode: 'K7Q2-M9XD' };
  renderAt('tok-3');
  expect(await screen.findByText('K7Q2-M9XD')).toHaveClass('check-in-code');
  expect(await screen.findByRole('img', { name: /K7Q2-M9XD/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
  expect(screen.getByText('You are confirmed')).toBeInTheDocument();
});

test('a team member sees the team, the role and the members as a nested list', async () => {
  applications['tok-4'] = {
    ...structuredClone(submitted),
    kind: 'hackathon',
    formId: 'hackathon-team',
    role: 'member',
    teamName: 'Cairo Stargazers',
    answers: { members: [{ name: 'Omar' }, { name: 'Mona' }] },
    actions: [],
  };
  renderAt('tok-4');
  expect(await screen.findByText('Cairo Stargazers')).toBeInTheDocument();
  expect(screen.getByText('Team member')).toBeInTheDocument();
  const answers = screen.getByRole('region', { name: "Your team's answers" });
  const rows = await within(answers).findAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[1]!).getByText('Member name')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Mona')).toBeInTheDocument();
});

test('keeps the token and the answers out of browser storage', async () => {
  renderAt('tok-1');
  await screen.findByText('Your application is in and waiting for a decision');
  expect(localStorage.length + sessionStorage.length).toBe(0);
});
