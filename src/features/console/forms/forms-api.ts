import { useQuery } from '@tanstack/react-query';
import { checkDefinition, type FormDefinition, type Problem } from '../../../engine/index';
import { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n/language-context';
import { linearPatterns } from '../../../lib/linear-patterns';
import { consoleFetch } from '../console-api';

export interface PublishedVersion {
  version: number;
  publishedAt: string;
}

/** A published form as GET /admin/forms lists it: the live version first among its versions (newest first). */
export interface PublishedForm {
  formId: string;
  title: string;
  version: number;
  publishedAt: string;
  versions: PublishedVersion[];
}

export type CheckedVersion = { ok: true; definition: FormDefinition } | { ok: false; problems: Problem[] };

export function usePublishedForms() {
  return useQuery({
    queryKey: ['console', 'forms'],
    queryFn: ({ signal }) => consoleFetch<{ data: PublishedForm[] }>('/admin/forms', { signal }).then((body) => body.data),
  });
}

/**
 * One published version, checked as the preview checks it (the diff reads checked definitions), its texts in the
 * page's language (English where a text has no Arabic); a version never changes.
 */
export function useFormVersion(formId: string, version: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['console', 'forms', formId, version, language],
    enabled: version !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // A version that is not there (or not for this role) will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    queryFn: async ({ signal }): Promise<CheckedVersion> => {
      const body = await consoleFetch<{ data: unknown }>(`/admin/forms/${encodeURIComponent(formId)}/versions/${version}`, { signal });
      const checked = checkDefinition(body.data, { patterns: linearPatterns, language });
      return checked.ok ? { ok: true, definition: checked.definition } : { ok: false, problems: checked.problems };
    },
  });
}
