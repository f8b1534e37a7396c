import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFetch } from '../console-api';
import { useSettingsStore } from '../../registration-windows/use-event-settings';

interface Span {
  start: string;
  end: string;
}

/** The event's settings as GET /api/v1/settings answers them (ISO 8601 date-times with their offset); PUT takes the whole object. */
export interface ConsoleSettings {
  edition: number;
  bootcamp: { openBootcampDate: string; closedBootcampDate: string };
  hackathon: { openHackathonDate: string; closedHackathonDate: string };
  countdownTarget: string;
  confirmationDeadline?: string;
  bootcampDay?: Span;
  hackathonDays?: Span;
  venue?: { bootcamp: string; hackathon: string };
  contactEmail?: string;
  /** By network (facebook, twitter, instagram, youtube); https addresses. */
  socialLinks?: Record<string, string>;
}

const KEY = ['console', 'settings'];

export function useSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => consoleFetch<{ data: ConsoleSettings }>('/settings', { signal }).then((body) => body.data),
    // What is on screen is being edited: a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  const publicSettings = useSettingsStore();
  return useMutation({
    mutationFn: (settings: ConsoleSettings) =>
      consoleFetch<{ data: ConsoleSettings }>('/settings', { method: 'PUT', body: settings }).then((body) => body.data),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      // The public pages' copy (registration windows, countdown) reads the new dates too.
      publicSettings.refresh();
    },
  });
}
