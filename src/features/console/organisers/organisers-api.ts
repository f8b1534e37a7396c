import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFetch } from '../console-api';
import type { OrganiserRole } from '../session/use-organiser';

export interface OrganiserAccount {
  email: string;
  role: OrganiserRole;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface NewOrganiser {
  email: string;
  role: OrganiserRole;
  password: string;
}

export const ROLE_WORDS: Record<OrganiserRole, { name: string; can: string }> = {
  admin: { name: 'Admin', can: 'everything, including settings, forms and accounts' },
  reviewer: { name: 'Reviewer', can: 'reads applications and decides on them' },
  door: { name: 'Door', can: 'checks people in, and sees nothing else' },
};

/** The same rule as the server's: at least 10 characters (counted as people count them), at most 200. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < 10) return 'Enter a password of at least 10 characters.';
  if (length > 200) return 'Enter a password of at most 200 characters.';
  return undefined;
}

const KEY = ['console', 'organisers'];
const path = (email: string) => `/admin/organisers/${encodeURIComponent(email)}`;

export function useOrganisers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => consoleFetch<{ data: OrganiserAccount[] }>('/admin/organisers', { signal }).then((body) => body.data),
  });
}

/** Adding, removing and resetting a password; the list is read again after each. */
export function useOrganiserChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  return {
    add: useMutation({
      mutationFn: (account: NewOrganiser) => consoleFetch('/admin/organisers', { method: 'POST', body: account }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (email: string) => consoleFetch(path(email), { method: 'DELETE' }), onSuccess }),
    resetPassword: useMutation({
      mutationFn: ({ email, password }: { email: string; password: string }) =>
        consoleFetch(`${path(email)}/password`, { method: 'PUT', body: { password } }),
      onSuccess,
    }),
  };
}
