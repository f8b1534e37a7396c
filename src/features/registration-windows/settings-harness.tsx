import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { LanguageProvider, type LanguageChoice } from '../../lib/i18n/language-context';
import { BASENAMES, languageOfPath, pathInLanguage } from '../../lib/i18n/languages';
import { ClockContext } from './clock';
import { DEFAULT_SETTINGS, type EventSettings } from './event-settings';

/** An edition whose every date differs from the shipped 2025 one (its venues and addresses are the shipped ones). */
export const EDITION_2026: EventSettings = {
  ...DEFAULT_SETTINGS,
  edition: 2026,
  bootcamp: { openBootcampDate: '2026-09-01T00:00:00+03:00', closedBootcampDate: '2026-09-15T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2026-09-01T00:00:00+03:00', closedHackathonDate: '2026-09-25T23:59:59+03:00' },
  countdownTarget: '2026-10-02T08:00:00+03:00',
  bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
  hackathonDays: { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' },
};

/** Stubs fetch so that GET /api/v1/settings answers `settings` once `answer()` is called (at once by default). */
export function stubSettings(settings: EventSettings = DEFAULT_SETTINGS, { held = false } = {}) {
  let release: () => void = () => undefined;
  const answered = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (!String(input).endsWith('/api/v1/settings')) return new Response('{}', { status: 404 });
    await answered;
    return Response.json({ data: settings });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: () => release() };
}

/** The language of `path` ('/ar/...' is Arabic), as the site's router gives it; switching only records the choice. */
export function languageChoiceAt(path: string, switchTo: LanguageChoice['switchTo'] = () => undefined): LanguageChoice {
  const language = languageOfPath(path);
  return { language, hrefIn: (target) => pathInLanguage(path, target), switchTo };
}

/**
 * Draws a public page with a router, a query client that never retries, and a clock fixed at `now`, in the
 * language of `path` (English at '/', Arabic at '/ar').
 */
export function renderPage(page: ReactNode, now = new Date('2026-09-10T12:00:00+03:00'), path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const choice = languageChoiceAt(path);
  return render(
    <ClockContext.Provider value={{ now: () => new Date(now) }}>
      <QueryClientProvider client={client}>
        <LanguageProvider choice={choice}>
          <MemoryRouter basename={BASENAMES[choice.language] || '/'} initialEntries={[path]}>
            {page}
          </MemoryRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </ClockContext.Provider>,
  );
}
