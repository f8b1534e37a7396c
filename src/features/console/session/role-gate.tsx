import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n/translate';
import { ROLE_WORDS } from '../organisers/organisers-api';
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
  const t = useT();
  usePageTitle(t('console.roleGate.tabTitle'));
  return (
    <>
      <h1>{t('console.roleGate.title')}</h1>
      <p>{t('console.roleGate.text', { role: t(ROLE_WORDS[role].lower) })}</p>
      <p>
        <Link to="/admin">{t('console.goToOverview')}</Link>
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
