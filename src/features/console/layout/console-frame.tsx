import type { ReactNode } from 'react';
import { EventName } from './event-name';
import '../console.css';

interface ConsoleFrameProps {
  children: ReactNode;
  /** Who is signed in and the sign-out button, once someone is. */
  account?: ReactNode;
  /** The navigation, once the role is known. */
  nav?: ReactNode;
}

/** Skip link, the console's header, and the page in <main>: every console page, signed in or not. */
export function ConsoleFrame({ children, account, nav }: ConsoleFrameProps) {
  return (
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
  );
}
