import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageId } from '../../../lib/i18n/translate';
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

/** Each role's name (as a title, and within a sentence) and what it may do, as message ids. */
export const ROLE_WORDS: Record<OrganiserRole, { name: MessageId; lower: MessageId; can: MessageId }> = {
  admin: { name: 'console.role.admin', lower: 'console.role.admin.lower', can: 'console.role.admin.can' },
  reviewer: { name: 'console.role.reviewer', lower: 'console.role.reviewer.lower', can: 'console.role.reviewer.can' },
  door: { name: 'console.role.door', lower: 'console.role.door.lower', can: 'console.role.door.can' },
};

/** The same rule as the server's: at least 10 characters (counted as people count them), at most 200; the message's id. */
export function passwordProblem(password: string): MessageId | undefined {
  const length = [...password].length;
  if (length < 10) return 'console.password.tooShort';
  if (length > 200) return 'console.password.tooLong';
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
