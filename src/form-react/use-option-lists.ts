import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldDef, Option } from '../engine/index';
import { useLanguage } from '../lib/i18n/language-context';

export interface OptionListState {
  data?: Option[];
  loading: boolean;
  failed: boolean;
}

const stateOf = (results: UseQueryResult<Option[]>[]): OptionListState[] =>
  results.map((result) => ({ data: result.data, loading: result.isPending, failed: result.isError }));

/**
 * Loads each server option list once per endpoint, however many fields use it; failures keep the built-in list.
 * The map keeps its identity until a list changes, so the renderer's context does not change on a keystroke.
 */
export function useOptionLists(fields: FieldDef[], fetchOptions: (endpoint: string) => Promise<Option[]>): Map<string, OptionListState> {
  const endpoints = useMemo(
    () => [...new Set(fields.filter((field) => field.isComeFromApi && field.endpoint).map((field) => field.endpoint!))],
    [fields],
  );
  // A list's names may come in the page's language: each language keeps its own copy.
  const language = useLanguage();
  // react-query shares the structure of what `combine` returns: the same array while no list changed.
  const states = useQueries({
    queries: endpoints.map((endpoint) => ({
      queryKey: ['options', endpoint, language],
      queryFn: () => fetchOptions(endpoint),
      staleTime: Number.POSITIVE_INFINITY,
      retry: 1,
    })),
    combine: stateOf,
  });
  return useMemo(
    () => new Map(endpoints.map((endpoint, index) => [endpoint, states[index] ?? { loading: false, failed: false }])),
    [endpoints, states],
  );
}

/** Options of a field built from the rows of another (team leader from members): value is the row index. */
export function optionsFromRows(rows: unknown, labelKey: string, rowName = (index: number) => `Row ${index + 1}`): Option[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row, index) => {
    const label = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[labelKey] : undefined;
    return { value: String(index), label: typeof label === 'string' && label !== '' ? label : rowName(index) };
  });
}
