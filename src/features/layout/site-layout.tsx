import type { ReactNode } from 'react';
import { ChatbotWidget } from '../chatbot/chatbot-widget';
import { SiteFooter } from './site-footer';
import { useKeepFocusClear } from './keep-focus-clear';
import { RouteAnnouncer } from './route-announcer';
import { SiteHeader } from './site-header';
import './layout.css';

/** Skip link, header, the page in <main>, footer, and the live region naming each new page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useKeepFocusClear();
  return (
    <RouteAnnouncer>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ChatbotWidget />
    </RouteAnnouncer>
  );
}
