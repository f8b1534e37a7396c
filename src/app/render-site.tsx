import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ClockContext } from '../features/registration-windows/clock';
import { LanguageProvider } from '../lib/i18n/language-context';
import { BASENAMES, languageOfPath, pathInLanguage } from '../lib/i18n/languages';
import { Providers } from './providers';
import { SiteRoutes } from './site-routes';

export type Answer = { status?: number; body?: unknown };

/** Stubs fetch: each request's path (after /api/v1) is answered by `routes`, 404 otherwise. */
export function stubApi(routes: Record<string, Answer | (() => Answer)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[path];
    const answer = typeof route === 'function' ? route() : route;
    if (!answer) return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Draws the whole site at `path` ('/ar/...' in Arabic) with a fixed clock and a fresh query cache that never retries. */
export function renderSite(path: string, now: Date = new Date('2025-09-10T12:00:00+03:00')) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const clock = { now: () => new Date(now) };
  const language = languageOfPath(path);
  const choice = { language, hrefIn: (target: typeof language) => pathInLanguage(path, target), switchTo: () => undefined };
  return render(
    <ClockContext.Provider value={clock}>
      <Providers client={client}>
        <LanguageProvider choice={choice}>
          <MemoryRouter basename={BASENAMES[language] || '/'} initialEntries={[path]}>
            <SiteRoutes />
          </MemoryRouter>
        </LanguageProvider>
      </Providers>
    </ClockContext.Provider>,
  );
}
