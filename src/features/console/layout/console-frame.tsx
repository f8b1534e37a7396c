import type { ReactNode } from 'react';
import { RouteAnnouncer } from '../../layout/route-announcer';
import { EventName } from './event-name';
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
  return (
    <RouteAnnouncer>
      <div className="console">
        <a className="console-skip-link" href="#console-main">
          Skip to main content
        </a>
        <header className="console-header">
          <p className="console-brand">
            <span className="console-event">
              <EventName />
            </span>
            <span className="console-brand-part">Organisers&apos; console</span>
          </p>
          {account}
        </header>
        {nav}
        <main id="console-main" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </RouteAnnouncer>
  );
}
