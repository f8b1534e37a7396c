import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import bootcamp from '../../forms/bootcamp.json';
import hackathon from '../../forms/hackathon-team.json';
import member from '../../forms/member.json';
import { DURING_WINDOWS as DURING, TEST_WINDOWS as SETTINGS } from './registration-settings';
import { renderSite, stubApi } from './render-site';
import { forgetSiteSettings } from '../features/registration-windows/settings-store';

// The first visit to a route compiles its lazily loaded chunk (the form libraries for the forms).
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 8000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubApi({
    '/settings': { body: { data: SETTINGS } },
    '/form-steps/bootcamp': { body: { data: bootcamp } },
    '/form-steps/hackathon-team': { body: { data: hackathon } },
    '/form-steps/member': { body: { data: member } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetSiteSettings();
});

test('the bootcamp form in Arabic: its chrome, its texts, and a failed step summed up in Arabic', async () => {
  const user = userEvent.setup();
  renderSite('/ar/bootcamp-registration', DURING);
  expect(await screen.findByRole('heading', { level: 2, name: 'إرشادات' }, SLOW)).toBeInTheDocument();
  const progress = screen.getByRole('navigation', { name: 'مراحل الاستمارة' });
  expect(within(progress).getByText('٢')).toBeInTheDocument(); // step numbers in the digits Egypt reads
  expect(within(progress).getByText('المراجعة')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'التالي' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'البيانات الشخصية' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'السابق' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'احفظ وأكمل لاحقًا' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'التالي' }));
  const summary = await screen.findByRole('alert', { name: 'هناك مشكلة' });
  expect(within(summary).getByRole('link', { name: 'الاسم الكامل (بالعربية): هذا الحقل مطلوب' })).toBeInTheDocument();
  expect(document.title.startsWith('خطأ: ')).toBe(true);
});

test('answers keep their own direction, and the Arabic name says its language', async () => {
  renderSite('/ar/bootcamp-registration', DURING);
  await userEvent.click(await screen.findByRole('button', { name: 'التالي' }, SLOW));
  const arabicName = await screen.findByRole('textbox', { name: 'الاسم الكامل (بالعربية)' }, SLOW);
  expect(arabicName).toHaveAttribute('dir', 'auto');
  expect(arabicName).toHaveAttribute('lang', 'ar');
  expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'auto');
});

test('selects open right to left and speak Arabic', async () => {
  const user = userEvent.setup();
  renderSite('/ar/bootcamp-registration', DURING);
  await user.click(await screen.findByRole('button', { name: 'التالي' }, SLOW));
  const governorate = await screen.findByRole('combobox', { name: 'المحافظة' }, SLOW);
  await waitFor(() => expect(governorate.closest('.widget-select')).toHaveClass('select--is-rtl'));
  await user.type(governorate, 'zzz');
  expect(await screen.findByText('لا توجد نتائج')).toBeInTheDocument();
});

test('the hackathon entry page in Arabic, and the same page in English is unchanged', async () => {
  const first = renderSite('/ar/register', DURING);
  expect(await screen.findByRole('heading', { level: 2, name: 'قبل أن تبدأ' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني لقائد الفريق' })).toHaveAttribute('dir', 'auto');
  expect(screen.getByRole('button', { name: 'متابعة' })).toBeInTheDocument();
  first.unmount();
  renderSite('/register', DURING);
  expect(await screen.findByRole('heading', { level: 2, name: 'Before you start' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});
