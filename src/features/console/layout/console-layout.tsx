import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteArrival } from '../../layout/route-arrival';
import { SignOutButton } from '../session/sign-out-button';
import { useOrganiser } from '../session/use-organiser';
import { ConsoleFrame } from './console-frame';
import { ConsoleNav } from './console-nav';

const ROLE_WORDS = { admin: 'Admin', reviewer: 'Reviewer', door: 'Door' } as const;

function Account() {
  const { email, role } = useOrganiser();
  return (
    <div className="console-account">
      <p>
        <span className="console-account-email">{email}</span> <span className="console-role">{ROLE_WORDS[role]}</span>
      </p>
      <SignOutButton />
    </div>
  );
}

/** The signed-in console: header with the organiser, navigation for their role, and the page. */
export function ConsoleLayout() {
  return (
    <ConsoleFrame account={<Account />} nav={<ConsoleNav />}>
      <RouteArrival mainId="console-main" loading='.console-status[role="status"]' />
      <Suspense
        fallback={
          <p role="status" className="console-status">
            Loading...
          </p>
        }
      >
        <Outlet />
      </Suspense>
    </ConsoleFrame>
  );
}
