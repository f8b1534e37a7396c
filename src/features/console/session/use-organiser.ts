import { createContext, useContext } from 'react';

export type OrganiserRole = 'admin' | 'reviewer' | 'door';

/** The signed-in organiser, as GET /api/v1/admin/session answers it. */
export interface SignedInOrganiser {
  email: string;
  role: OrganiserRole;
}

export const OrganiserContext = createContext<SignedInOrganiser | undefined>(undefined);

/** The signed-in organiser; only pages behind the console's sign-in call it. */
export function useOrganiser(): SignedInOrganiser {
  const organiser = useContext(OrganiserContext);
  if (!organiser) throw new Error('useOrganiser is called outside the signed-in console.');
  return organiser;
}
