import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/translate';
import { RouteAnnouncer } from '../../layout/route-announcer';
import { EventName } from './event-name';
import { LanguageSwitch } from './language-switch';
// In the order of the one sheet they were: the frame, navigation, controls, tables and records, dialogs.
import '../console.css';
import './console-nav.css';
import '../parts/controls.css';
import '../parts/tables-and-records.css';
import '../parts/dialogs.css';

interface ConsoleFrameProps {
  children: ReactNode;
  /** Who is signed in and the sign-out button, once someone is. */
  account?: ReactNode;
  /** The navigation, once the role is known. */
  nav?: ReactNode;
}

/** Skip link, the console's header, the page in <main> and the live region naming each new page: every console page, signed in or not. */
export function ConsoleFrame({ children, account, nav }: ConsoleFrameProps) {
  const t = useT();
  return (
    <RouteAnnouncer>
      <div className="console">
        <a className="console-skip-link" href="#console-main">
          {t('console.frame.skip')}
        </a>
        <header className="console-header">
          <p className="console-brand">
            <span className="console-event">
              <EventName />
            </span>
            <span className="console-brand-part">{t('console.frame.brand')}</span>
          </p>
          <div className="console-header-tools">
            <LanguageSwitch />
            {account}
          </div>
        </header>
        {nav}
        <main id="console-main" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </RouteAnnouncer>
  );
}
