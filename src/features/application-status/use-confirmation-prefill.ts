import { ApiError } from '../../lib/api';
import { STATUS_SENTENCES } from './status-words';
import { useApplication } from './use-application';

export type ConfirmationPrefill =
  | { status: 'loading' }
  /** The form's starting answers, or none with a notice saying why. */
  | { status: 'ready'; values?: Record<string, unknown>; notice: string };

/** The confirmation form's starting answers from the applicant's private link (?token=…). */
export function useConfirmationPrefill(token: string): ConfirmationPrefill {
  const { data, error, isPending } = useApplication(token);
  if (isPending) return { status: 'loading' };
  if (data?.confirmation) {
    return {
      status: 'ready',
      values: data.confirmation.prefill,
      notice: 'Your details are filled in from your application: check them and choose a time slot.',
    };
  }
  if (data)
    return {
      status: 'ready',
      notice: `Only an accepted application can confirm a seat (${STATUS_SENTENCES[data.status].toLowerCase()}), so the form starts empty.`,
    };
  if (error instanceof ApiError && error.status === 404)
    return { status: 'ready', notice: 'We could not find an application for this link, so the form starts empty.' };
  return { status: 'ready', notice: 'Your details could not be loaded, so the form starts empty.' };
}
