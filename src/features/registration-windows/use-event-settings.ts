import { useQuery } from '@tanstack/react-query';
import { getData } from '../../lib/api';
import { DEFAULT_SETTINGS, parseSettings, type EventSettings } from './event-settings';

export type SettingsState = { loading: true; settings?: undefined } | { loading: false; settings: EventSettings };

/** The server's settings; the shipped defaults when the call fails or answers something unreadable. */
export function useEventSettings(): SettingsState {
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: () => getData<unknown>('/settings'),
    staleTime: 60_000,
    retry: 1,
  });
  if (query.isPending) return { loading: true };
  return { loading: false, settings: (query.data !== undefined && parseSettings(query.data)) || DEFAULT_SETTINGS };
}
