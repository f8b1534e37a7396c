import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../application-status/application-schema';
import { parseSettings } from '../../registration-windows/event-settings';
import { consoleFetch } from '../console-api';

export interface ChoiceCount {
  value: string;
  label: string;
  count: number;
}

/** One choice field's answers counted, every option listed (zeros included). */
export interface Breakdown {
  field: string;
  label: string;
  counts: ChoiceCount[];
}

/** GET /admin/stats?kind= (server/admin/application-stats.ts); days are Cairo days, 'YYYY-MM-DD'. */
export interface ApplicationStats {
  kind: string;
  total: number;
  byStatus: Record<ApplicationStatus, number>;
  perDay: { day: string; count: number }[];
  breakdowns: Breakdown[];
}

export function useApplicationStats(kind: string) {
  return useQuery({
    queryKey: ['console', 'overview', 'stats', kind],
    queryFn: async ({ signal }) => {
      const body = await consoleFetch<{ data: ApplicationStats }>(`/admin/stats?kind=${encodeURIComponent(kind)}`, { signal });
      return body.data;
    },
  });
}

/** The registration deadlines by kind; forms other than the bootcamp and the teams have none. */
export function useDeadlines() {
  return useQuery({
    queryKey: ['console', 'overview', 'settings'],
    queryFn: ({ signal }) => consoleFetch<{ data: unknown }>('/settings', { signal }).then((body) => parseSettings(body.data)),
    select: (settings): Record<string, string> =>
      settings ? { bootcamp: settings.bootcamp.closedBootcampDate, hackathon: settings.hackathon.closedHackathonDate } : {},
  });
}

/** A published form as GET /admin/forms lists it (admins only). */
export interface PublishedFormSummary {
  formId: string;
  title: string;
}

export function usePublishedForms(enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'overview', 'forms'],
    queryFn: ({ signal }) => consoleFetch<{ data: PublishedFormSummary[] }>('/admin/forms', { signal }).then((body) => body.data),
    enabled,
  });
}
