import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { getData } from '../../lib/api';
import { DEFAULT_SETTINGS, parseSettings, type EventSettings } from './event-settings';

export type SettingsState = { loading: true; settings?: undefined } | { loading: false; settings: EventSettings };

const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => getData<unknown>('/settings'),
  staleTime: 60_000,
  retry: 1,
});

/** The server's settings; the shipped defaults when the call fails or answers something unreadable. */
export function useEventSettings(): SettingsState {
  // Asked for while rendering: useQuery alone asks after the commit, which a sliced first render delays.
  usePrefetchQuery(settingsQuery);
  const query = useQuery(settingsQuery);
  if (query.isPending) return { loading: true };
  return { loading: false, settings: (query.data !== undefined && parseSettings(query.data)) || DEFAULT_SETTINGS };
}
