import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RegistrationFormProps } from '../registration/registration-form';
import { BootcampConfirmationPage } from './bootcamp-confirmation-page';

// The form is another team's and tested there; here it only reports what the page gave it.
const seen: RegistrationFormProps[] = [];
vi.mock('../registration/registration-form', () => ({
  RegistrationForm: (props: RegistrationFormProps) => {
    seen.push(props);
    return <p>Form {props.formId}</p>;
  },
}));

const prefill = { name: 'Omar Khaled', email: 'omar@example.com', national: '29001011234567', phone_number: '01012345678' };
const application = (status: string, withConfirmation: boolean) => ({
  kind: 'bootcamp',
  id: 12,
  formId: 'bootcamp',
  status,
  submittedAt: '2025-09-10T09:00:00.000Z',
  role: 'applicant',
  answers: {},
  history: [],
  actions: [],
  checkInCode: null,
  ...(withConfirmation ? { confirmation: { formId: 'bootcamp-confirmation', deadline: '2025-09-30T23:59:59+03:00', prefill } } : {}),
});
const byToken: Record<string, unknown> = { accepted: application('accepted', true), waiting: application('waitlisted', false) };
const fetchMock = vi.fn(async (url: string) => {
  const token = /\/applications\/([^/]+)$/.exec(String(url))?.[1];
  if (token && token in byToken) return new Response(JSON.stringify({ data: byToken[token] }));
  return new Response(JSON.stringify({ success: false, message: 'Unknown link' }), { status: 404 });
});

beforeEach(() => {
  seen.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/bootcamp-confirmation" element={<BootcampConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('a link from an accepted application fills the form in from its prefill', async () => {
  renderAt('/bootcamp-confirmation?token=accepted');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...'); // no empty form flashes first
  await screen.findByText('Form bootcamp-confirmation');
  expect(seen.at(-1)!.initialValues).toEqual(prefill);
  expect(screen.getByText(/filled in from your application/)).toBeInTheDocument();
});

test('an unknown token gives the empty form with a notice', async () => {
  renderAt('/bootcamp-confirmation?token=nope');
  await screen.findByText('Form bootcamp-confirmation');
  expect(seen.at(-1)!.initialValues).toBeUndefined();
  expect(screen.getByText(/could not find an application for this link/)).toBeInTheDocument();
});

test('an application that is not accepted gives the empty form and says why', async () => {
  renderAt('/bootcamp-confirmation?token=waiting');
  await screen.findByText('Form bootcamp-confirmation');
  expect(seen.at(-1)!.initialValues).toBeUndefined();
  expect(screen.getByText(/Only an accepted application can confirm a seat \(you are on the waiting list\)/)).toBeInTheDocument();
});

test('without a token the form is drawn at once and nothing is asked of the server', () => {
  renderAt('/bootcamp-confirmation');
  expect(screen.getByText('Form bootcamp-confirmation')).toBeInTheDocument();
  expect(seen.at(-1)!.initialValues).toBeUndefined();
  expect(fetchMock).not.toHaveBeenCalled();
});
