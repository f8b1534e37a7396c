import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../../../lib/i18n/translate';
import { RouteArrival } from '../../layout/route-arrival';
import { SignOutButton } from '../session/sign-out-button';
import { ROLE_WORDS } from '../organisers/organisers-api';
import { useOrganiser } from '../session/use-organiser';
import { ConsoleFrame } from './console-frame';
import { ConsoleNav } from './console-nav';

function Account() {
  const { email, role } = useOrganiser();
  const t = useT();
  return (
    <div className="console-account">
      <p>
        <bdi className="console-account-email">{email}</bdi> <span className="console-role">{t(ROLE_WORDS[role].name)}</span>
      </p>
      <SignOutButton />
    </div>
  );
}

/** The signed-in console: header with the organiser, navigation for their role, and the page. */
export function ConsoleLayout() {
  const t = useT();
  return (
    <ConsoleFrame account={<Account />} nav={<ConsoleNav />}>
      <RouteArrival mainId="console-main" loading='.console-status[role="status"]' />
      <Suspense
        fallback={
          <p role="status" className="console-status">
            {t('console.loading')}
          </p>
        }
      >
        <Outlet />
      </Suspense>
    </ConsoleFrame>
  );
}
