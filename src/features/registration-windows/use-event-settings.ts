import { useQuery } from '@tanstack/react-query';
import { ApiError, getData } from '../../lib/api';
import { DEFAULT_SETTINGS, parseSettings, type EventSettings } from './event-settings';

export type SettingsState = { loading: true; settings?: undefined } | { loading: false; settings: EventSettings };

/** The server's settings; the shipped defaults when the call fails or answers something unreadable. */
export function useEventSettings(): SettingsState {
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: () => getData<unknown>('/settings'),
    // Read once per answer, so every render gets the same object (forms filled from it are not redrawn).
    select: parseSettings,
    staleTime: 60_000,
    // Once, for an outage or a lost connection; a refusal (4xx) would only be refused again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    // A part mounted after a failure (the form inside the gate) takes the defaults too, rather than asking again and
    // sending the page back to loading.
    retryOnMount: false,
  });
  if (query.isPending) return { loading: true };
  return { loading: false, settings: query.data ?? DEFAULT_SETTINGS };
}

/**
 * The settings for facts a page shows around its content (the contact address, the social links, the edition's links):
 * the shipped ones until the server's arrive. Dates wait for the server instead (useEventSettings).
 */
export function useEventFacts(): EventSettings {
  return useEventSettings().settings ?? DEFAULT_SETTINGS;
}
