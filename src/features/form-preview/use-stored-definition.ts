import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../lib/api';
import { consoleFetch } from '../console/console-api';

/** GET /admin/forms/:formId/versions/:version answers the definition as written. */
export interface StoredDefinition {
  data: unknown;
  version: number;
  publishedAt: string;
}

export interface StoredRequest {
  formId: string;
  version: string;
}

/** One stored version of a form, for an admin signed in to the console; nothing when `request` is undefined. */
export function useStoredDefinition(request: StoredRequest | undefined) {
  return useQuery<StoredDefinition, ApiError>({
    queryKey: ['form-preview', 'version', request?.formId, request?.version],
    queryFn: ({ signal }) => {
      const { formId, version } = request!;
      const path = `/admin/forms/${encodeURIComponent(formId)}/versions/${encodeURIComponent(version)}`;
      return consoleFetch<StoredDefinition>(path, { signal });
    },
    enabled: request !== undefined,
    retry: false,
    staleTime: Infinity, // a published version never changes
  });
}
