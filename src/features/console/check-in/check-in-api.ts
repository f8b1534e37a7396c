import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFetch } from '../console-api';

/** POST /admin/check-in answers the door only this: never national IDs or photos. */
export interface CheckInAnswer {
  name: string;
  kind: string;
  teamName?: string;
  status: 'checked_in';
  alreadyCheckedInAt?: string;
}

/** A confirmed or checked-in person as GET /admin/check-in/search finds them. */
export interface PersonFound {
  code: string;
  name: string;
  kind: string;
  teamName?: string;
  status: string;
  checkedInAt?: string;
}

const SEARCH_KEY = ['console', 'check-in', 'search'];
/** Shorter searches would list half the event. */
export const MIN_SEARCH_LENGTH = 2;

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const body = await consoleFetch<{ data: CheckInAnswer }>('/admin/check-in', { method: 'POST', body: { code } });
      return body.data;
    },
    // Whoever was just checked in shows so in the name search too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SEARCH_KEY }),
  });
}

export function usePersonSearch(query: string) {
  return useQuery({
    queryKey: [...SEARCH_KEY, query],
    queryFn: async ({ signal }): Promise<PersonFound[]> => {
      const body = await consoleFetch<{ data: PersonFound[] }>(`/admin/check-in/search?q=${encodeURIComponent(query)}`, { signal });
      return body.data;
    },
    enabled: query.length >= MIN_SEARCH_LENGTH,
    // The list stays while the next letters are looked up, instead of flickering away.
    placeholderData: keepPreviousData,
  });
}
