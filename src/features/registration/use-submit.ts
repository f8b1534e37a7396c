import { useRef } from 'react';
import type { SubmitOutcome, Values } from '../../form-react/index';
import { ApiError } from '../../lib/api';
import { postAnswers } from '../../lib/post-answers';

/**
 * A submission handler for the renderer: the Idempotency-Key is kept while no answer came back, so
 * a retry after a lost answer never creates a second application; field refusals return to the form.
 */
export function useSubmit(path: string, extra: () => Values = () => ({}), onSuccess?: (id: number | string) => void) {
  const key = useRef<string | undefined>(undefined);
  return async (data: Values): Promise<SubmitOutcome> => {
    key.current ??= crypto.randomUUID();
    try {
      const { id } = await postAnswers(path, { ...data, ...extra() }, key.current);
      key.current = undefined;
      onSuccess?.(id);
      return { ok: true };
    } catch (error) {
      // Only an answer lost on the way keeps the key: the server may have taken the application.
      if (!(error instanceof ApiError && error.status === 0)) key.current = undefined;
      if (error instanceof ApiError && Object.keys(error.errors).length > 0)
        return { ok: false, errors: error.errors, message: error.message };
      throw error;
    }
  };
}
