import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/translate';
import { SiteFooter } from './site-footer';
import { useKeepFocusClear } from './keep-focus-clear';
import { RouteAnnouncer } from './route-announcer';
import { SiteHeader } from './site-header';
import './layout.css';

// The chat button waits for its words (a catalogue of its own) anyway: its code comes with them, off the first paint.
const ChatbotWidget = lazy(async () => ({ default: (await import('../chatbot/chatbot-widget')).ChatbotWidget }));

/** Skip link, header, the page in <main>, footer, and the live region naming each new page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  useKeepFocusClear();
  return (
    <RouteAnnouncer>
      <a className="skip-link" href="#main-content">
        {t('layout.skip')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <ChatbotWidget />
      </Suspense>
    </RouteAnnouncer>
  );
}
