import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, expect, it } from 'vitest';
import { raiseErrorToast } from '../lib/error-toast';
import { ToastHost } from './toast-host';

afterEach(() => {
  act(() => toast.dismiss());
  document.documentElement.dir = 'ltr';
});

it('toasts read right to left, from the top left, on Arabic pages, and follow a switch of language', async () => {
  document.documentElement.dir = 'rtl';
  render(<ToastHost />);
  act(() => void toast.error('تعذّر الإرسال'));
  const message = await screen.findByText('تعذّر الإرسال');
  expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--rtl');
  expect(message.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-left');
  expect(screen.getByRole('region', { name: 'الإشعارات Alt+T' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();

  await act(async () => void (document.documentElement.dir = 'ltr')); // the host hears of it from a MutationObserver
  act(() => void toast.error('Could not send'));
  const english = await screen.findByText('Could not send');
  expect(english.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  expect(screen.getByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
});

it("shows a form's error toasts, including those raised before the host had loaded", async () => {
  raiseErrorToast('Please enter a valid Email');
  render(<ToastHost />);
  expect(await screen.findByText('Please enter a valid Email')).toBeInTheDocument();
  act(() => raiseErrorToast('Please enter a valid Phone'));
  expect(await screen.findByText('Please enter a valid Phone')).toBeInTheDocument();
});
