import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../layout/use-page-title';
import { useOrganiser, type OrganiserRole } from './use-organiser';

/** Which roles open which pages: the door checks people in and nothing else; settings, forms and accounts are the admins'. */
export const PAGE_ROLES = {
  all: ['admin', 'reviewer', 'door'],
  review: ['admin', 'reviewer'],
  admin: ['admin'],
} as const satisfies Record<string, readonly OrganiserRole[]>;

function RoleRefusal() {
  const { role } = useOrganiser();
  usePageTitle('Not for your role');
  return (
    <>
      <h1>Your role cannot open this page</h1>
      <p>You are signed in as a {role}. Only an admin can open this page; ask one if you need something changed here.</p>
      <p>
        <Link to="/admin">Go to the overview</Link>
      </p>
    </>
  );
}

/** A page for some roles only: the door is sent to check-in, anyone else told why not. */
export function RoleGate({ roles, children }: { roles: readonly OrganiserRole[]; children: ReactNode }) {
  const { role } = useOrganiser();
  if (roles.includes(role)) return children;
  if (role === 'door') return <Navigate to="/admin/check-in" replace />;
  return <RoleRefusal />;
}
