import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n/translate';
import { onSessionLost, setCsrfToken } from '../console-api';
import { ConsoleFrame } from '../layout/console-frame';
import { fetchSession, SESSION_KEY } from './session-api';
import { signInPath } from './sign-in-path';
import { OrganiserContext, type SignedInOrganiser } from './use-organiser';

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Asks the server who is signed in; without a session, the sign-in page, asked to come back here. */
export function SignedInConsole({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const session = useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: (count, error) => !isSignedOut(error) && count < 1,
    staleTime: Number.POSITIVE_INFINITY,
  });

  // The listener outlives renders: it reads where the organiser is when the session goes.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      onSessionLost(() => {
        setCsrfToken(undefined);
        navigate(signInPath(here.current), { replace: true });
      }),
    [navigate],
  );

  const organiser = useMemo<SignedInOrganiser | undefined>(
    () => (session.data ? { email: session.data.email, role: session.data.role } : undefined),
    [session.data],
  );

  if (organiser) return <OrganiserContext.Provider value={organiser}>{children}</OrganiserContext.Provider>;
  if (session.isPending) {
    return (
      <ConsoleFrame>
        <p role="status" className="console-status">
          {t('console.session.loading')}
        </p>
      </ConsoleFrame>
    );
  }
  if (isSignedOut(session.error)) return <Navigate to={signInPath(location)} replace />;
  return (
    <ConsoleFrame>
      <h1>{t('console.session.cannotOpen')}</h1>
      <p role="alert">{session.error?.message}</p>
      <button type="button" className="console-button" onClick={() => void session.refetch()}>
        {t('console.tryAgain')}
      </button>
    </ConsoleFrame>
  );
}
