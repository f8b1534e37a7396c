import { expect, test, vi } from 'vitest';

const listeners: ((item: { id: number; type?: string; status: string; isLoading?: boolean }) => void)[] = [];
const update = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { onChange: (listener: (typeof listeners)[number]) => (listeners.push(listener), () => undefined), update },
}));

const { applyToastDurations, TOAST_DURATIONS, TOAST_LIMIT } = await import('./toast-durations');

test('the specification: 4 s for blank, error and custom toasts, 2 s for success, at most 20 shown', () => {
  expect(TOAST_DURATIONS).toEqual({ default: 4000, error: 4000, success: 2000 });
  expect(TOAST_LIMIT).toBe(20);
});

test('a success toast gets 2 s as it appears; others keep the container default; loading stays', () => {
  applyToastDurations();
  const [listener] = listeners;
  listener!({ id: 1, type: 'success', status: 'added' });
  listener!({ id: 2, type: 'error', status: 'added' });
  listener!({ id: 3, type: 'default', status: 'added', isLoading: true });
  listener!({ id: 1, type: 'success', status: 'removed' });
  expect(update.mock.calls).toEqual([[1, { autoClose: 2000 }]]);
});
