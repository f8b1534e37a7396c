import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { fetchApplication, postAction } from './application-api';
import type { Application, PostedAction } from './application-schema';

// The token is a key of the in-memory cache only: nothing here persists the cache.
const applicationQuery = (token: string) =>
  queryOptions({
    queryKey: ['application', token],
    queryFn: () => fetchApplication(token),
    staleTime: 30_000,
    // An unknown link stays unknown; only a lost connection or a server failure is worth a second try.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

/** The application behind a private link. */
export function useApplication(token: string) {
  return useQuery(applicationQuery(token));
}

/** Withdraw, decline or confirm; resolves once the page holds the application as the server now has it. */
export function useApplicationAction(token: string) {
  const client = useQueryClient();
  const { queryKey } = applicationQuery(token);
  return useMutation({
    mutationFn: (action: PostedAction) => postAction(token, action),
    onSuccess: async (status) => {
      // The new status at once, with no stale buttons, while the rest (next step, history) reloads.
      client.setQueryData<Application>(queryKey, (old) => old && { ...old, status, actions: [] });
      await client.invalidateQueries({ queryKey });
    },
    // A 409 means the status moved meanwhile: show the page as it is now.
    onError: () => client.invalidateQueries({ queryKey }),
  });
}
