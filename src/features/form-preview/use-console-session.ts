import { useQuery } from '@tanstack/react-query';
import { consoleFetch, setCsrfToken } from '../console/console-api';

export interface ConsoleSession {
  email: string;
  role: 'admin' | 'reviewer' | 'door';
}

/** Who is signed in to the organisers' console, if anyone; publishing needs the session's CSRF token, kept by the API client. */
export function useConsoleSession(): ConsoleSession | undefined {
  const query = useQuery({
    queryKey: ['form-preview', 'session'],
    queryFn: async ({ signal }) => {
      const { data } = await consoleFetch<{ data: (ConsoleSession & { csrfToken: string }) | null }>('/admin/session', { signal });
      if (!data) return null; // nobody is signed in
      setCsrfToken(data.csrfToken);
      return { email: data.email, role: data.role };
    },
    retry: false,
    staleTime: 60_000,
  });
  return query.data ?? undefined;
}
