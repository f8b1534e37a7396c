import { toast, type TypeOptions } from 'react-toastify';

/** How long each kind of toast stays (specification section 9); loading toasts stay until dismissed. */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000 } as const;
export { TOAST_LIMIT } from '../lib/error-toast';

const OWN_DURATION: Partial<Record<TypeOptions, number>> = { success: TOAST_DURATIONS.success };

/**
 * The container closes every toast after 4 s; a kind with its own duration (success) gets it as it
 * appears, whoever raised it. Returns the unsubscribe function.
 */
export function applyToastDurations(): () => void {
  return toast.onChange((item) => {
    const duration = item.type ? OWN_DURATION[item.type] : undefined;
    if (item.status === 'added' && duration !== undefined && !item.isLoading) toast.update(item.id, { autoClose: duration });
  });
}
