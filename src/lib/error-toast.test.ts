import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideErrorToasts, raiseErrorToast } from './error-toast';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('raiseErrorToast', () => {
  it('keeps the toasts raised before the host arrives, in order, and shows them when it does', () => {
    raiseErrorToast('Full Name: Minimum 3 characters');
    raiseErrorToast('Please enter a valid Email');
    const shown = vi.fn();
    stop = provideErrorToasts(shown);
    expect(shown.mock.calls).toEqual([['Full Name: Minimum 3 characters'], ['Please enter a valid Email']]);
    raiseErrorToast('Please enter a valid Phone');
    expect(shown).toHaveBeenLastCalledWith('Please enter a valid Phone');
  });

  it('keeps no more than the host would show while it has not arrived', () => {
    for (let index = 1; index <= 25; index += 1) raiseErrorToast(`problem ${index}`);
    const shown = vi.fn();
    stop = provideErrorToasts(shown);
    expect(shown).toHaveBeenCalledTimes(20);
    expect(shown).toHaveBeenNthCalledWith(1, 'problem 6');
  });

  it('stops showing through a host that has gone', () => {
    const gone = vi.fn();
    provideErrorToasts(gone)();
    raiseErrorToast('Please enter a valid Email');
    expect(gone).not.toHaveBeenCalled();
    stop = provideErrorToasts(vi.fn());
  });
});
