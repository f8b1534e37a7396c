import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { renderConsole, session, stubApi, type Sent } from '../test-support/render-console';

const bootcampForm = {
  id: 'bootcamp',
  title: 'Bootcamp Application Form',
  steps: [
    {
      title: 'You',
      fields: [
        { name: 'name_en', label: 'Full name (English)', type: 'text' },
        { name: 'governorate', label: 'Governorate', type: 'select', options: [{ label: 'Giza', value: '2' }] },
        { name: 'national_id_front', label: 'National ID (front side)', type: 'image' },
        { name: 'cv', label: 'CV', type: 'file' },
      ],
    },
  ],
};
const teamForm = {
  id: 'hackathon-team',
  title: 'Hackathon Registration',
  steps: [
    {
      title: 'Team',
      fields: [
        { name: 'team_name', label: 'Team name', type: 'text' },
        {
          name: 'members',
          label: 'Team members',
          type: 'component',
          componentName: 'members-table',
          componentProps: { rowForm: 'member', labelKey: 'name' },
        },
      ],
    },
  ],
};
const memberForm = {
  id: 'member',
  title: 'Team Member',
  steps: [
    {
      title: 'Member',
      fields: [
        { name: 'name', label: 'Full name', type: 'text' },
        { name: 'national_id_photo', label: 'National ID photo', type: 'image' },
      ],
    },
  ],
};
const forms: Record<string, unknown> = { bootcamp: bootcampForm, 'hackathon-team': teamForm, member: memberForm };

const file = (name: string, type: string, media: string) => ({ name, type, size: 1000, url: `/api/v1/admin/media/${media}` });
const detailOf = (id: number, name: string, status: string) => ({
  kind: 'bootcamp',
  id,
  name,
  email: 'omar@example.org',
  status,
  moves: status === 'submitted' ? ['accepted', 'waitlisted', 'rejected'] : ['submitted', 'waitlisted', 'rejected'],
  submittedAt: '2025-09-10T09:00:00.000Z',
  formVersion: 1,
  answers: {
    name_en: name,
    governorate: '2',
    national_id_front: file('front.png', 'image/png', 'm1'),
    cv: file('cv.pdf', 'application/pdf', 'm2'),
    legacy_field: 'kept as stored',
  },
  history: [{ from: null, to: 'submitted', by: 'applicant', note: null, at: '2025-09-10T09:00:00.000Z' }],
  emails: [],
  checkIns: [],
});
const at = '2025-09-10T09:00:00.000Z';
const listRow = (id: number, name: string) => ({ id, name, kind: 'bootcamp', email: null, status: 'submitted', submittedAt: at });
const list = [listRow(11, 'Omar Khaled'), listRow(12, 'Mona Adel'), listRow(13, 'Youssef Nabil')];

let statuses: Record<number, string>;
let conflict: boolean;
// Stored versions the organisers' API answers; none unless a test publishes one.
let versions: Record<string, unknown>;
let sent: Sent[];
beforeAll(() => import('./application-page'));
beforeEach(() => {
  statuses = { 11: 'submitted', 12: 'submitted', 13: 'submitted' };
  conflict = false;
  versions = {};
  sent = stubApi(({ method, path, body }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path.startsWith('/admin/forms/')) return versions[path] ? { body: { data: versions[path] } } : undefined;
    const form = /^\/form-steps\/(.+)$/.exec(path)?.[1];
    if (form) return forms[form] ? { body: { data: forms[form] } } : undefined;
    if (path === '/admin/applications') return { body: { data: list.map((row) => ({ ...row, updatedAt: at })), total: 3 } };
    const id = Number(/^\/admin\/applications\/bootcamp\/(\d+)$/.exec(path)?.[1]);
    if (!statuses[id]) return undefined;
    if (method === 'PATCH') {
      if (conflict) {
        statuses[id] = 'rejected'; // another organiser was quicker
        return { status: 409, body: { message: 'This application is now rejected.' } };
      }
      statuses[id] = (body as { status: string }).status;
      return { body: { data: { status: statuses[id] } } };
    }
    return { body: { data: detailOf(id, { 11: 'Omar Khaled', 12: 'Mona Adel', 13: 'Youssef Nabil' }[id]!, statuses[id]!) } };
  });
});
afterEach(() => vi.unstubAllGlobals());

const patches = () => sent.filter((request) => request.method === 'PATCH').map((request) => [request.path, request.body]);
const address = () => screen.getByTestId('address').textContent;

test('labels the answers as the version the applicant answered asked them', async () => {
  const first = structuredClone(bootcampForm);
  first.steps[0]!.fields.push({ name: 'legacy_field', label: 'A question of version 1', type: 'text' });
  versions['/admin/forms/bootcamp/versions/1'] = first;
  renderConsole('/admin/applications/bootcamp/11');
  const answers = await screen.findByRole('region', { name: 'Answers' });
  expect(await within(answers).findByText('A question of version 1')).toBeInTheDocument();
  expect(within(answers).queryByText('legacy_field')).toBeNull();
});

test('shows every answer under its label, photos inline with a text alternative, other files as links', async () => {
  renderConsole('/admin/applications/bootcamp/11');
  expect(await screen.findByRole('heading', { level: 1, name: 'Omar Khaled' })).toBeInTheDocument();
  const answers = await screen.findByRole('region', { name: 'Answers' });
  const row = (label: string) => within(answers).getByText(label).closest('div')!;
  expect(await within(answers).findByText('Full name (English)')).toBeInTheDocument();
  expect(row('Governorate')).toHaveTextContent('Giza'); // the option's label, not '2'
  const photo = within(row('National ID (front side)')).getByRole('img', { name: 'National ID (front side) of Omar Khaled' });
  expect(photo).toHaveAttribute('src', '/api/v1/admin/media/m1');
  expect(within(row('CV')).getByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', '/api/v1/admin/media/m2');
  expect(row('legacy_field')).toHaveTextContent('kept as stored'); // an answer the definition no longer names is still shown
  expect(within(screen.getByRole('region', { name: 'History' })).getByText('Applicant')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe('Omar Khaled — Bootcamp — Console');
});

test('a team shows each member with their own labelled answers and photo', async () => {
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('reviewer');
    const form = /^\/form-steps\/(.+)$/.exec(path)?.[1];
    if (form) return { body: { data: forms[form] } };
    if (path === '/admin/applications/hackathon/5') {
      return {
        body: {
          data: {
            ...detailOf(5, 'Orbiters', 'submitted'),
            kind: 'hackathon',
            answers: {
              team_name: 'Orbiters',
              members: [
                { name: 'Sara Ali', national_id_photo: file('sara.jpg', 'image/jpeg', 'm7') },
                { name: 'Karim Samy', national_id_photo: file('karim.jpg', 'image/jpeg', 'm8') },
              ],
            },
          },
        },
      };
    }
  });
  renderConsole('/admin/applications/hackathon/5');
  const members = await screen.findByRole('region', { name: 'Team members' });
  const sara = within(members).getByRole('region', { name: '1. Sara Ali' });
  expect(await within(sara).findByText('National ID photo')).toBeInTheDocument();
  expect(within(sara).getByRole('img', { name: 'National ID photo of Sara Ali' })).toHaveAttribute('src', '/api/v1/admin/media/m7');
  expect(within(members).getByRole('img', { name: 'National ID photo of Karim Samy' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Answers' })).getByText('Team name')).toBeInTheDocument();
});

test('the a key accepts at once, says so, and j opens the next application of the same list', async () => {
  renderConsole('/admin/applications/bootcamp/11?status=submitted');
  await screen.findByRole('heading', { level: 1, name: 'Omar Khaled' });
  expect(screen.getByText(/Keys \(not while typing\)/)).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Next application' }); // the list has been read

  await userEvent.keyboard('a');
  expect(await screen.findByText('Moved to Accepted. Press j for the next application.')).toBeInTheDocument();
  expect(patches()).toEqual([['/admin/applications/bootcamp/11', { status: 'accepted' }]]);
  await waitFor(() => expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status: Accepted'));

  await userEvent.keyboard('j');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mona Adel' })).toBeInTheDocument();
  expect(address()).toBe('/admin/applications/bootcamp/12?status=submitted');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mona Adel' })).toHaveFocus()); // read from the name on
  await userEvent.keyboard('k');
  expect(await screen.findByRole('heading', { level: 1, name: 'Omar Khaled' })).toBeInTheDocument();
});

test('undo moves the application back, and keys typed into the note are only words', async () => {
  renderConsole('/admin/applications/bootcamp/11');
  await screen.findByRole('heading', { level: 1, name: 'Omar Khaled' });
  await userEvent.type(screen.getByLabelText('Note for the history (optional)'), 'a strong war story');
  expect(patches()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Waitlist' }));
  await screen.findByText(/^Moved to Waitlisted\./);
  expect(patches()).toEqual([['/admin/applications/bootcamp/11', { status: 'waitlisted', note: 'a strong war story' }]]);
  await userEvent.click(await screen.findByRole('button', { name: 'Undo (back to Submitted)' }));
  expect(await screen.findByText('Moved back to Submitted.')).toBeInTheDocument();
  expect(patches().at(-1)).toEqual(['/admin/applications/bootcamp/11', { status: 'submitted' }]);
});

test('when another organiser decided first, the page says so and shows the current status', async () => {
  conflict = true;
  renderConsole('/admin/applications/bootcamp/11');
  await screen.findByRole('heading', { level: 1, name: 'Omar Khaled' });
  await userEvent.type(screen.getByLabelText('Note for the history (optional)'), 'keep me');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This application is now rejected. The page now shows its current status.');
  await waitFor(() => expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status: Rejected'));
  expect(screen.getByLabelText('Note for the history (optional)')).toHaveValue('keep me'); // nothing typed is lost
});
