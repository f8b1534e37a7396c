import { queryOptions, skipToken, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkDefinition, fillDefinition, type FormDefinition, type Problem } from '../../engine/index';
import { ApiError, getData } from '../../lib/api';
import { placeholderValues } from '../../lib/event/placeholder-values';
import { useLanguage } from '../../lib/i18n/language-context';
import type { Language } from '../../lib/i18n/languages';
import { browserPatterns } from '../../lib/browser-patterns';
import { readPageData } from '../../lib/page-data';
import { useEventSettings } from '../registration-windows/use-event-settings';

/**
 * The copy of a built-in form shipped with the site, `() => import('forms/….json')`: its own chunk, downloaded only
 * when the server cannot give the live definition (a registration page drawn by the server already holds that).
 */
export type BuiltInForm = () => Promise<{ default: unknown }>;

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
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

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
    retry: (count, error) => !isNotFound(error) && count < 1,
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

/** The shipped copy, checked in a language: downloaded once the live definition could not be. */
const builtInQuery = (formId: string, language: Language, builtIn: BuiltInForm | undefined, wanted: boolean) =>
  queryOptions({
    queryKey: ['built-in-form', formId, language],
    queryFn: builtIn && wanted ? async () => check((await builtIn()).default, language) : skipToken,
    staleTime: Infinity,
    retry: false, // a module that failed to download stays failed until the page is loaded again
  });

/** Asks for a definition while the page renders: its registration gate reads the settings meanwhile, and the form mounts after it. */
export function usePrefetchDefinition(formId: string): void {
  usePrefetchQuery(definitionQuery(formId, useLanguage()));
}

/**
 * A published definition from GET /form-steps/{id}, checked in the browser too; a built-in form
 * falls back to the copy shipped with the site (downloaded then) when the server cannot be reached.
 * Its texts' placeholders ({{bootcamp.date}}) are filled here from the settings, so the stored
 * definition (and its cached answer) stays as organisers wrote it and a settings change shows at once.
 */
export function useFormDefinition(formId: string, builtIn?: BuiltInForm): DefinitionState {
  const language = useLanguage();
  // A language switch keeps the form drawn in the other language until this one is checked: answers and step stay.
  // Only the same form's: a caller moving to another form id waits for that one.
  const { isPending, error, data } = useQuery({
    ...definitionQuery(formId, language),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === formId ? previous : undefined),
  });
  const shipped = useQuery(builtInQuery(formId, language, builtIn, error !== null && !isNotFound(error)));
  const { settings } = useEventSettings();
  const checked = useMemo((): DefinitionState => {
    if (isPending) return { status: 'loading' };
    if (!error) return data;
    if (isNotFound(error)) return { status: 'not-found' };
    if (builtIn === undefined || shipped.isError) return { status: 'unavailable', message: error.message };
    return shipped.data ?? { status: 'loading' };
  }, [isPending, error, data, builtIn, shipped.isError, shipped.data]);
  return useMemo((): DefinitionState => {
    if (checked.status !== 'ready') return checked;
    if (!settings) return { status: 'loading' };
    return { ...checked, definition: fillDefinition(checked.definition, placeholderValues(settings, language)) };
  }, [checked, settings, language]);
}
