import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/translate';
import { useHydrated } from '../../lib/use-hydrated';
import { ComingSoon } from './coming-soon';
import { useEventSettings } from './use-event-settings';
import { useNow } from './use-now';
import { windowOf, windowPhase, type RegistrationKind } from './window-phase';

/** The form while its registration window is open; before it a countdown to the opening, after it the not-open message. */
export function RegistrationGate({ kind, children }: { kind: RegistrationKind; children: ReactNode }) {
  const t = useT();
  const state = useEventSettings();
  const now = useNow();
  const hydrated = useHydrated();
  // Once the form is on screen it stays: closing at the deadline must not wipe answers being typed (the server has the last word).
  const [shown, setShown] = useState(false);
  const window = state.loading ? undefined : windowOf(state.settings, kind);
  const phase = window && windowPhase(window, now);
  // A countdown drawn on the server would be stale by the time the browser takes the page over: it starts there.
  if (!window || (phase === 'before' && !hydrated))
    return (
      <p role="status" className="page-status">
        {t('common.loading')}
      </p>
    );
  if (phase === 'open' && !shown) setShown(true);
  if (phase === 'open' || shown) return <>{children}</>;
  return <ComingSoon kind={kind} closed={phase === 'closed'} opens={window.opens} />;
}
