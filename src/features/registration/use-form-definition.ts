import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkDefinition, fillDefinition, type FormDefinition, type Problem } from '../../engine/index';
import { ApiError, getData } from '../../lib/api';
import { placeholderValues } from '../../lib/event/placeholder-values';
import { linearPatterns } from '../../lib/linear-patterns';
import { useEventSettings } from '../registration-windows/use-event-settings';

type Checked = { status: 'ready'; definition: FormDefinition; version?: number } | { status: 'invalid'; problems: Problem[] };

export type DefinitionState = { status: 'loading' } | Checked | { status: 'not-found' } | { status: 'unavailable'; message: string };

function check(source: unknown): Checked {
  const checked = checkDefinition(source, { patterns: linearPatterns });
  if (!checked.ok) return { status: 'invalid', problems: checked.problems };
  const version = typeof (source as { version?: unknown }).version === 'number' ? (source as { version: number }).version : undefined;
  return { status: 'ready', definition: checked.definition, version };
}

/**
 * The query of a published definition, checked as it arrives: in the download's own task, not in
 * the render that draws the form (one long task fewer).
 */
const definitionQuery = (formId: string) =>
  queryOptions({
    queryKey: ['form-steps', formId],
    queryFn: async () => check(await getData<unknown>(`/form-steps/${encodeURIComponent(formId)}`)),
    staleTime: 5 * 60_000,
    structuralSharing: false,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** Asks for a definition while the page renders: its registration gate reads the settings meanwhile, and the form mounts after it. */
export function usePrefetchDefinition(formId: string): void {
  usePrefetchQuery(definitionQuery(formId));
}

/**
 * A published definition from GET /form-steps/{id}, checked in the browser too; a built-in form
 * falls back to the copy shipped with the site when the server cannot be reached.
 * Its texts' placeholders ({{bootcamp.date}}) are filled here from the settings, so the stored
 * definition (and its cached answer) stays as organisers wrote it and a settings change shows at once.
 */
export function useFormDefinition(formId: string, builtIn?: unknown): DefinitionState {
  const { isPending, error, data } = useQuery(definitionQuery(formId));
  const { settings } = useEventSettings();
  const checked = useMemo((): DefinitionState => {
    if (isPending) return { status: 'loading' };
    if (!error) return data;
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    if (builtIn === undefined) return { status: 'unavailable', message: error.message };
    return check(builtIn);
  }, [isPending, error, data, builtIn]);
  return useMemo((): DefinitionState => {
    if (checked.status !== 'ready') return checked;
    if (!settings) return { status: 'loading' };
    return { ...checked, definition: fillDefinition(checked.definition, placeholderValues(settings)) };
  }, [checked, settings]);
}
