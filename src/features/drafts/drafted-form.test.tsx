import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { GenericFormPage } from '../registration-pages/generic-form-page';
import { draftsFetchStub } from './drafts-fetch-stub';
import { preloadSaveLaterDialog } from './save-later-on-demand';

// A published form as /form/{id} draws it: the real page, form and widgets; only the network is a stub.
const definition = {
  id: 'volunteer',
  title: 'Volunteer Application',
  steps: [
    {
      title: 'About you',
      fields: [
        { name: 'full_name', label: 'Full name', type: 'text' },
        { name: 'email', label: 'Email', type: 'email' },
        { name: 'photo', label: 'Photo', type: 'image' },
      ],
    },
    { title: 'Motivation', fields: [{ name: 'why', label: 'Why volunteer?', type: 'textarea' }] },
  ],
};

// As the button's hover does: the dialog's code is there when it is pressed (its own test covers a press before that).
beforeAll(() => preloadSaveLaterDialog());

let stub: ReturnType<typeof draftsFetchStub>;
let posted: FormData | undefined;

beforeEach(() => {
  posted = undefined;
  stub = draftsFetchStub({
    other: (url, init) => {
      if (url.endsWith('/form-steps/volunteer')) return new Response(JSON.stringify({ data: definition }));
      if (url.endsWith('/form-response-items') && init?.body instanceof FormData) {
        posted = init.body;
        return new Response(JSON.stringify({ data: { id: 7 } }), { status: 201 });
      }
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    },
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
});
afterEach(() => vi.unstubAllGlobals());

function openForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/form/volunteer']}>
        <Routes>
          <Route path="/form/:formId" element={<GenericFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('resumed: the answers and the photo are back, a move sends only what changed, and the submit sends the photo and deletes the draft', async () => {
  const photo = new File(['png bytes'], 'me.png', { type: 'image/png' });
  stub.seed('volunteer', {
    step: 0,
    answers: { full_name: 'Mon', email: 'mona@example.com', photo: null, why: '' },
    files: [{ field: 'photo', file: photo }],
  });
  openForm();
  await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
  const name = await screen.findByLabelText(/^Full name/);
  expect(name).toHaveValue('Mon');
  expect(await screen.findByRole('button', { name: 'Remove me.png' })).toBeInTheDocument(); // the image widget loads lazily

  await userEvent.type(name, 'a');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Motivation' });
  await waitFor(() => expect(stub.requests('PUT', '/drafts/volunteer')).toHaveLength(1));
  expect(stub.requests('PUT', '/drafts/volunteer')[0]!.body).toEqual({ step: 1, answers: { full_name: 'Mona' }, changed: ['full_name'] });
  expect(stub.requests('PUT', '/files/photo')).toEqual([]); // the restored photo is not sent back

  await userEvent.type(screen.getByLabelText(/^Why volunteer/), 'To help');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  await screen.findByRole('heading', { name: 'Your answers were received' });
  const sent = posted?.get('photo');
  expect(sent).toBeInstanceOf(File);
  expect(await (sent as File).text()).toBe('png bytes');
  expect((sent as File).name).toBe('me.png');
  await waitFor(() => expect(stub.drafts.has('volunteer')).toBe(false));
  const last = stub.seen.at(-1)!;
  expect(`${last.method} ${last.path}`).toBe('DELETE /api/v1/drafts/volunteer'); // nothing saved after it
});

test('Save and continue later: the address from the form, the answers saved first, then the link sent, with its expiry in words', async () => {
  openForm();
  await userEvent.type(await screen.findByLabelText(/^Full name/), 'Mona');
  await userEvent.type(screen.getByLabelText(/^Email/), 'mona@example.com');
  const button = screen.getByRole('button', { name: 'Save and continue later' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Save and continue later' });
  expect(within(dialog).getByLabelText('E-mail address')).toHaveValue('mona@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));

  const heading = await within(dialog).findByRole('heading', { name: 'Check your e-mail' });
  expect(heading).toHaveFocus();
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'We sent a link to mona@example.com. It works until Tuesday 1 December 2026 at 11:59 PM (Cairo time).',
  );
  const order = stub.seen.map((request) => `${request.method} ${request.path}`);
  expect(order).toEqual(['GET /api/v1/drafts/volunteer', 'PUT /api/v1/drafts/volunteer', 'POST /api/v1/drafts/volunteer/resume-email']);
  expect(stub.requests('PUT')[0]!.body).toMatchObject({ step: 0, answers: { full_name: 'Mona', email: 'mona@example.com' } });
  expect(stub.requests('POST', '/resume-email')[0]!.body).toEqual({ email: 'mona@example.com' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(button).toHaveFocus();
});

test('Save and continue later with a mistyped address: the GOV.UK error, nothing sent', async () => {
  openForm();
  await userEvent.click(await screen.findByRole('button', { name: 'Save and continue later' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save and continue later' });
  const input = within(dialog).getByLabelText('E-mail address');
  expect(input).toHaveValue(''); // nothing typed in the form's e-mail field yet
  await userEvent.type(input, 'mona@');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Error: Enter an e-mail address in the correct format, like name@example.com',
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Error: Enter an e-mail address in the correct format, like name@example.com');
  expect(stub.requests('POST')).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
