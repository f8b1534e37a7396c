import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RegistrationFormProps } from '../registration/registration-form';
import { ClockContext } from '../registration-windows/clock';
import { DEFAULT_SETTINGS } from '../registration-windows/event-settings';
import { BootcampRegistrationPage } from './bootcamp-registration-page';
import { BootcampWithoutAiPage } from './bootcamp-without-ai-page';
import { GenericFormPage } from './generic-form-page';

// The form itself is another team's and tested there; here it only reports what the page gave it.
const seen: RegistrationFormProps[] = [];
vi.mock('../registration/registration-form', () => ({
  RegistrationForm: (props: RegistrationFormProps) => {
    seen.push(props);
    return (
      <button type="button" onClick={() => props.onSuccess(42)}>
        Submit {props.formId}
      </button>
    );
  },
}));

beforeEach(() => {
  seen.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/settings')) return new Response(JSON.stringify({ data: DEFAULT_SETTINGS }));
      if (String(url).endsWith('/form-steps/volunteer')) {
        return new Response(
          JSON.stringify({
            data: { title: 'Volunteer Application', steps: [{ title: 'One', fields: [{ name: 'a', label: 'A', type: 'text' }] }] },
          }),
        );
      }
      return new Response(JSON.stringify({ message: 'unknown' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, element: React.ReactNode, route: string) {
  const now = new Date('2025-09-10T23:30:00+03:00');
  render(
    <ClockContext.Provider value={{ now: () => now }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ClockContext.Provider>,
  );
}

test('without AI: no suggestions, then a Finished screen with the reference and a Home button', async () => {
  renderAt('/bootcamp-registration-without-ai', <BootcampWithoutAiPage />, '/bootcamp-registration-without-ai');
  await userEvent.click(await screen.findByRole('button', { name: 'Submit bootcamp' }));
  expect(seen[0]).toMatchObject({ formId: 'bootcamp', submitPath: '/bootcamp-participants' });
  expect(seen[0]!.onSuggest).toBeUndefined();
  expect(seen[0]!.explainErrors).toBeUndefined();
  expect(screen.getByRole('heading', { name: 'Finished' })).toHaveFocus();
  expect(screen.getByText('42')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Finished' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

test('/form/{id} posts form_id, an empty ip_address and the day of submission', async () => {
  renderAt('/form/volunteer', <GenericFormPage />, '/form/:formId');
  expect(await screen.findByRole('heading', { level: 1, name: 'Volunteer Application' })).toBeInTheDocument();
  const props = seen.at(-1)!;
  expect(props.submitPath).toBe('/form-response-items');
  expect(props.extra?.()).toEqual({ form_id: 'volunteer', ip_address: null, submitted_at: '2025-09-10' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit volunteer' }));
  expect(screen.getByRole('heading', { name: 'Your answers were received' })).toBeInTheDocument();
});

test('with AI: workshop suggestions and error explanations are wired in', async () => {
  renderAt('/bootcamp-registration', <BootcampRegistrationPage />, '/bootcamp-registration');
  await screen.findByRole('button', { name: 'Submit bootcamp' });
  expect(seen.at(-1)!.onSuggest).toBeTypeOf('function');
  expect(seen.at(-1)!.explainErrors).toBeTypeOf('function');
});
