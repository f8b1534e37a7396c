import { useFormWords } from '../../form-react/index';
import { ApiError } from '../../lib/api';
import { statusSentence } from './status-words';
import { useApplication } from './use-application';

export type ConfirmationPrefill =
  | { status: 'loading' }
  /** The form's starting answers, or none with a notice saying why. */
  | { status: 'ready'; values?: Record<string, unknown>; notice: string };

/** The confirmation form's starting answers from the applicant's private link (?token=…). */
export function useConfirmationPrefill(token: string): ConfirmationPrefill {
  const { data, error, isPending } = useApplication(token);
  const words = useFormWords();
  const { t } = words;
  if (isPending) return { status: 'loading' };
  if (data?.confirmation) {
    return {
      status: 'ready',
      values: data.confirmation.prefill,
      notice: t('prefill.filled'),
    };
  }
  if (data)
    return {
      status: 'ready',
      notice: t('prefill.notAccepted', { status: statusSentence(words, data.status).toLowerCase() }),
    };
  if (error instanceof ApiError && error.status === 404) return { status: 'ready', notice: t('prefill.notFound') };
  return { status: 'ready', notice: t('prefill.failed') };
}
