import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultWidgets } from '../../widgets/default-widgets';
import { preloadWidgets } from '../../widgets/test-harness';
import { renderPreview } from './preview-harness';

const STORED = { title: 'Bootcamp', steps: [{ title: 'About you', fields: [{ name: 'full_name', label: 'Full name', type: 'text' }] }] };
const ADMIN = { email: 'admin@example.org', role: 'admin', csrfToken: 'csrf-123', expiresAt: '2026-01-01T00:00:00Z' };

type Answer = { status?: number; body?: unknown };
/** Stubs the API by "METHOD /path" (after /api/v1); anything else answers 404. */
function stubApi(routes: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\/v1/, '');
    const answer = routes[`${init?.method ?? 'GET'} ${path}`] ?? { status: 404, body: { message: 'Not found.' } };
    return Response.json(answer.body ?? {}, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const signedIn = (session: object) => ({ 'GET /admin/session': { body: { data: session } } });
const VERSION_2 = 'GET /admin/forms/bootcamp/versions/2';
const storedVersion = { [VERSION_2]: { body: { data: STORED, version: 2, publishedAt: '2025-09-01T09:00:00Z' } } };
const published = (id: string, version: number) => ({ body: { data: { id, version } } });
const definitionText = () => (screen.getByLabelText(/Definition \(JSON\)/) as HTMLTextAreaElement).value;

beforeAll(() => preloadWidgets(defaultWidgets));
afterEach(() => vi.unstubAllGlobals());

/** The server refusing to publish the definition: its message and the problem it names. */
const REFUSED = {
  status: 422,
  body: {
    message: 'The definition has problems; the published version is unchanged.',
    errors: { 'steps.0.fields.0.validation.pattern': ['Not supported by the server'] },
  },
};

describe('opening a stored version', () => {
  it('loads the version named in the address into the checker and draws it', async () => {
    stubApi({ ...signedIn(ADMIN), ...storedVersion });
    renderPreview('/forms/preview?form=bootcamp&version=2');
    expect(await screen.findByText(/^Opened version 2 of bootcamp, published on Monday 1 September 2025 at 12:00 PM/)).toBeInTheDocument();
    expect(JSON.parse(definitionText())).toEqual(STORED);
    expect(await screen.findByLabelText(/Full name/)).toBeInTheDocument();
  });

  it.each([
    [401, { message: 'Please sign in again.' }, ''],
    [403, { message: 'Your role (reviewer) cannot do this.' }, ' (Your role (reviewer) cannot do this.)'],
  ])('asks to sign in to the console when the server answers %i, and comes back here after', async (status, body, reason) => {
    stubApi({ [VERSION_2]: { status, body } });
    renderPreview('/forms/preview?form=bootcamp&version=2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Sign in to the organisers' console to open stored versions${reason}.`);
    const link = within(alert).getByRole('link', { name: "Sign in to the organisers' console to open stored versions" });
    expect(link).toHaveAttribute('href', `/admin/sign-in?next=${encodeURIComponent('/forms/preview?form=bootcamp&version=2')}`);
    expect(definitionText()).toBe(''); // no sample passed off as the stored version
  });

  it('says so when the version does not exist', async () => {
    stubApi({ ...signedIn(ADMIN), [VERSION_2]: { status: 404, body: { message: 'There is no such version of this form.' } } });
    renderPreview('/forms/preview?form=bootcamp&version=2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not open version 2 of bootcamp: There is no such version of this form.');
  });
});

describe('publishing from the preview', () => {
  it('publishes the checked definition as the form named, with the session’s CSRF token', async () => {
    const fetch = stubApi({ ...signedIn(ADMIN), ...storedVersion, 'PUT /form-steps/bootcamp': published('bootcamp', 3) });
    renderPreview('/forms/preview?form=bootcamp&version=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish as bootcamp' }));
    expect(await screen.findByText('Published version 3 of bootcamp')).toHaveAttribute('role', 'status');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/v1/form-steps/bootcamp');
    expect(new Headers(put[1]!.headers).get('X-CSRF-Token')).toBe('csrf-123');
    expect(JSON.parse(String(put[1]!.body))).toEqual(STORED);
  });

  it('publishes under another id when the organiser types one, and refuses an id the server would', async () => {
    const fetch = stubApi({ ...signedIn(ADMIN), 'PUT /form-steps/volunteer-2026': published('volunteer-2026', 1) });
    renderPreview();
    const id = await screen.findByLabelText('Form id');
    expect(id).toHaveValue('');
    await userEvent.type(id, 'volunteer 2026!');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await userEvent.clear(id);
    await userEvent.type(id, 'volunteer-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Publish as volunteer-2026' }));
    expect(await screen.findByText('Published version 1 of volunteer-2026')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/v1/form-steps/volunteer-2026' && init?.method === 'PUT')).toBe(true);
  });

  it("lists the server's problems when it refuses the definition", async () => {
    stubApi({ ...signedIn(ADMIN), ...storedVersion, 'PUT /form-steps/bootcamp': REFUSED });
    renderPreview('/forms/preview?form=bootcamp&version=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish as bootcamp' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not published: The definition has problems; the published version is unchanged.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('steps.0.fields.0.validation.pattern Not supported by the server');
  });

  it.each([
    ['nobody is signed in', {}],
    ['a reviewer is signed in', signedIn({ ...ADMIN, role: 'reviewer' })],
  ])('offers no publishing when %s', async (_who, routes) => {
    const fetch = stubApi(routes);
    renderPreview('/forms/preview?form=volunteer');
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/admin/session', expect.anything()));
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.queryByLabelText('Form id')).toBeNull();
  });
});

describe('on the Arabic page', () => {
  const ARABIC = '/ar/forms/preview?form=bootcamp&version=2';

  it('says where a stored version stands in Arabic, its number in Arabic digits', async () => {
    stubApi({ ...signedIn(ADMIN), [VERSION_2]: { status: 404, body: { message: 'There is no such version of this form.' } } });
    renderPreview(ARABIC);
    expect(screen.getByText('جارٍ فتح الإصدار ٢ من bootcamp…')).toHaveAttribute('role', 'status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر فتح الإصدار ٢ من bootcamp: There is no such version of this form.');
    // The server's English reason keeps its own direction inside the Arabic sentence.
    expect(within(alert).getByText('There is no such version of this form.').tagName).toBe('BDI');
  });

  it('asks to sign in in Arabic, linking to the Arabic sign-in page', async () => {
    stubApi({ [VERSION_2]: { status: 401, body: { message: 'Please sign in again.' } } });
    renderPreview(ARABIC);
    const link = within(await screen.findByRole('alert')).getByRole('link', {
      name: 'سجّل الدخول إلى لوحة المنظمين لفتح الإصدارات المحفوظة',
    });
    expect(link).toHaveAttribute('href', `/ar/admin/sign-in?next=${encodeURIComponent('/forms/preview?form=bootcamp&version=2')}`);
  });

  it('publishes in Arabic and says which version went live in Arabic digits', async () => {
    stubApi({ ...signedIn(ADMIN), ...storedVersion, 'PUT /form-steps/bootcamp': published('bootcamp', 3) });
    renderPreview(ARABIC);
    const panel = within(await screen.findByRole('form', { name: 'النشر' }));
    const hint = document.getElementById(panel.getByLabelText('معرّف الاستمارة').getAttribute('aria-describedby')!);
    expect(hint).toHaveTextContent('أحرف لاتينية وأرقام والرمزان «-» و«_». يُتاح الإصدار التالي من الاستمارة فورًا على /form/bootcamp.');
    expect(panel.getByText('/form/bootcamp')).toHaveAttribute('dir', 'ltr'); // an address reads left to right
    await userEvent.click(panel.getByRole('button', { name: 'نشر باسم bootcamp' }));
    expect(await panel.findByText('نُشر الإصدار ٣ من bootcamp')).toHaveAttribute('role', 'status');
  });

  it('words a refusal in Arabic and leaves the server’s English problems left to right', async () => {
    stubApi({ ...signedIn(ADMIN), ...storedVersion, 'PUT /form-steps/bootcamp': REFUSED });
    renderPreview(ARABIC);
    await userEvent.click(await screen.findByRole('button', { name: 'نشر باسم bootcamp' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('لم يُنشر: في التعريف مشكلات؛ لم يتغيّر الإصدار المنشور.');
    expect(within(alert).getByRole('list')).toHaveAttribute('lang', 'en');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('steps.0.fields.0.validation.pattern Not supported by the server');
  });
});
