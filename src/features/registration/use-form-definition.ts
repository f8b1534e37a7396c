import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkDefinition, type FormDefinition, type Problem } from '../../engine/index';
import { ApiError, getData } from '../../lib/api';

export type DefinitionState =
  | { status: 'loading' }
  | { status: 'ready'; definition: FormDefinition; version?: number }
  | { status: 'not-found' }
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'unavailable'; message: string };

/**
 * A published definition from GET /form-steps/{id}, checked in the browser too; a built-in form
 * falls back to the copy shipped with the site when the server cannot be reached.
 */
export function useFormDefinition(formId: string, builtIn?: unknown): DefinitionState {
  const query = useQuery({
    queryKey: ['form-steps', formId],
    queryFn: () => getData<unknown>(`/form-steps/${encodeURIComponent(formId)}`),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const { isPending, error, data } = query;
  // Checked once per answer from the server, so the compiled form downstream stays the same object.
  return useMemo((): DefinitionState => {
    if (isPending) return { status: 'loading' };
    if (error) {
      if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
      if (builtIn === undefined) return { status: 'unavailable', message: error.message };
    }
    const source = error ? builtIn : data;
    const checked = checkDefinition(source);
    if (!checked.ok) return { status: 'invalid', problems: checked.problems };
    const version = typeof (source as { version?: unknown }).version === 'number' ? (source as { version: number }).version : undefined;
    return { status: 'ready', definition: checked.definition, version };
  }, [isPending, error, data, builtIn]);
}
