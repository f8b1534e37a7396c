import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderSite, stubApi } from './render-site';
import { forgetSiteSettings } from '../features/registration-windows/settings-store';

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 8000 };

// A bilingual definition, as the built-in forms are written: the answers are labelled in the page's language.
const bootcampForm = {
  id: 'bootcamp',
  title: { en: 'Bootcamp', ar: 'المعسكر' },
  steps: [
    {
      title: { en: 'You', ar: 'بياناتك' },
      fields: [
        { name: 'name_ar', label: { en: 'Full name in Arabic', ar: 'الاسم بالعربية' }, type: 'text', lang: 'ar' },
        { name: 'graduated', label: { en: 'Graduated?', ar: 'هل تخرّجت؟' }, type: 'checkbox' },
      ],
    },
  ],
};
const accepted = {
  kind: 'bootcamp',
  id: 12,
  formId: 'bootcamp',
  status: 'accepted',
  submittedAt: '2025-09-10T09:00:00.000Z',
  name: 'منى حسن',
  role: 'applicant',
  answers: { name_ar: 'منى حسن', graduated: true },
  history: [
    { from: null, to: 'submitted', at: '2025-09-10T09:00:00.000Z', by: 'applicant' },
    { from: 'submitted', to: 'accepted', at: '2025-09-12T09:00:00.000Z', by: 'organisers' },
  ],
  nextStep: null,
  actions: ['decline'],
  checkInCode: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetSiteSettings();
});

test('the private page in Arabic: status, history, actions and answers in Arabic words and digits', async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubApi({ '/applications/tok-1': { body: { data: accepted } }, '/form-steps/bootcamp': { body: { data: bootcampForm } } });
  renderSite('/ar/application/tok-1');
  expect(await screen.findByText('تم قبولك', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'الحالة' })).toBeInTheDocument();

  const history = screen.getByRole('region', { name: 'السجل' });
  expect(within(history).getByText('مقبول')).toBeInTheDocument();
  expect(within(history).getByText('بواسطة المنظمين')).toBeInTheDocument();
  expect(within(history).getAllByText(/١٢/).length).toBeGreaterThan(0); // the date in Arabic digits

  const answers = screen.getByRole('region', { name: 'إجاباتك' });
  expect(await within(answers).findByText('الاسم بالعربية', {}, SLOW)).toBeInTheDocument();
  expect(within(answers).getByText('منى حسن').tagName).toBe('BDI'); // the answer keeps its own direction
  expect(within(answers).getByText('نعم')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'الاعتذار عن مكاني' }));
  expect(screen.getByText('هل أنت متأكد؟')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'لا، أبقِ مكاني' })).toBeInTheDocument();
});
