import type { ReactNode } from 'react';
import { ChatbotWidget } from '../chatbot/chatbot-widget';
import { SiteFooter } from './site-footer';
import { useKeepFocusClear } from './keep-focus-clear';
import { SiteHeader } from './site-header';
import './layout.css';

/** Skip link, header, the page in <main>, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useKeepFocusClear();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ChatbotWidget />
    </>
  );
}
