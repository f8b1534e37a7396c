import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkDefinition, fillDefinition, type FormDefinition, type Problem } from '../../engine/index';
import { ApiError, getData } from '../../lib/api';
import { placeholderValues } from '../../lib/event/placeholder-values';
import { useLanguage } from '../../lib/i18n/language-context';
import type { Language } from '../../lib/i18n/languages';
import { browserPatterns } from '../../lib/browser-patterns';
import { readPageData } from '../../lib/page-data';
import { useEventSettings } from '../registration-windows/use-event-settings';

type Checked = { status: 'ready'; definition: FormDefinition; version?: number } | { status: 'invalid'; problems: Problem[] };

export type DefinitionState = { status: 'loading' } | Checked | { status: 'not-found' } | { status: 'unavailable'; message: string };

/** The definition with its texts and messages in the page's language (English where a text has no translation). */
function check(source: unknown, language: Language): Checked {
  const checked = checkDefinition(source, { patterns: browserPatterns, language });
  if (!checked.ok) return { status: 'invalid', problems: checked.problems };
  const version = typeof (source as { version?: unknown }).version === 'number' ? (source as { version: number }).version : undefined;
  return { status: 'ready', definition: checked.definition, version };
}

const FIVE_MINUTES = 5 * 60_000;

/** The definition as the server wrote it into the page (a registration page it drew), as GET /form-steps answers it. */
const fromPage = (formId: string): unknown => readPageData().forms?.[formId];

/**
 * The definition as written (every language in it): downloaded once whatever language the page switches to, not at
 * all when the page came with it (the first render then draws what the server drew).
 */
const writtenQuery = (formId: string) =>
  queryOptions({
    queryKey: ['form-steps', formId],
    queryFn: () => getData<unknown>(`/form-steps/${encodeURIComponent(formId)}`),
    initialData: () => fromPage(formId),
    staleTime: FIVE_MINUTES,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/**
 * The query of a published definition in a language, checked as it arrives: in the download's own task, not in
 * the render that draws the form (one long task fewer).
 */
const definitionQuery = (formId: string, language: Language) =>
  queryOptions({
    queryKey: ['form-steps', formId, language],
    queryFn: async ({ client }) => check(await client.fetchQuery(writtenQuery(formId)), language),
    initialData: () => {
      const written = fromPage(formId);
      return written === undefined ? undefined : check(written, language);
    },
    staleTime: FIVE_MINUTES,
    structuralSharing: false,
    retry: false, // the download retries itself
  });

/** Asks for a definition while the page renders: its registration gate reads the settings meanwhile, and the form mounts after it. */
export function usePrefetchDefinition(formId: string): void {
  usePrefetchQuery(definitionQuery(formId, useLanguage()));
}

/**
 * A published definition from GET /form-steps/{id}, checked in the browser too; a built-in form
 * falls back to the copy shipped with the site when the server cannot be reached.
 * Its texts' placeholders ({{bootcamp.date}}) are filled here from the settings, so the stored
 * definition (and its cached answer) stays as organisers wrote it and a settings change shows at once.
 */
export function useFormDefinition(formId: string, builtIn?: unknown): DefinitionState {
  const language = useLanguage();
  // A language switch keeps the form drawn in the other language until this one is checked: answers and step stay.
  // Only the same form's: a caller moving to another form id waits for that one.
  const { isPending, error, data } = useQuery({
    ...definitionQuery(formId, language),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === formId ? previous : undefined),
  });
  const { settings } = useEventSettings();
  const checked = useMemo((): DefinitionState => {
    if (isPending) return { status: 'loading' };
    if (!error) return data;
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    if (builtIn === undefined) return { status: 'unavailable', message: error.message };
    return check(builtIn, language);
  }, [isPending, error, data, builtIn, language]);
  return useMemo((): DefinitionState => {
    if (checked.status !== 'ready') return checked;
    if (!settings) return { status: 'loading' };
    return { ...checked, definition: fillDefinition(checked.definition, placeholderValues(settings, language)) };
  }, [checked, settings, language]);
}
