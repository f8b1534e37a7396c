import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import { BASENAMES, languageOfPath, pathInLanguage, type Language } from '../../../lib/i18n/languages';
import { setCsrfToken } from '../console-api';
import { ConsoleApp } from '../console-app';

/** A request as the stubbed API saw it. */
export interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Stubs fetch: `answer` sees each request to /api/v1 (path without the prefix); undefined is a 404. */
export function stubApi(answer: (request: Sent) => Answer | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request: Sent = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        search: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      sent.push(request);
      // The header reads the public settings; unreadable ones fall back to the shipped defaults.
      const fallback: Answer = request.path === '/settings' ? { body: { data: {} } } : { status: 404, body: { message: 'Not found' } };
      const found = answer(request) ?? fallback;
      const status = found.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(found.body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json', ...found.headers },
      });
    }),
  );
  return sent;
}

/** GET or POST /admin/session's answer for a signed-in organiser. */
export const session = (role: 'admin' | 'reviewer' | 'door', email = `${role}@example.org`): Answer => ({
  body: { data: { email, role, csrfToken: 'csrf-1', expiresAt: '2099-01-01T00:00:00.000Z' } },
});

/** Where the router is, as the address bar would show it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/**
 * The console at `path` ('/ar/admin/...' in Arabic, where the address shown drops the '/ar') under a fresh query
 * cache that never retries; `switchTo` records what the language switch asked for.
 */
export function renderConsole(path: string) {
  setCsrfToken(undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const language = languageOfPath(path);
  const switchTo = vi.fn<(target: Language) => void>();
  const choice = { language, hrefIn: (target: Language) => pathInLanguage(path, target), switchTo };
  const view = render(
    <QueryClientProvider client={client}>
      <LanguageProvider choice={choice}>
        <MemoryRouter basename={BASENAMES[language] || '/'} initialEntries={[path]}>
          <Suspense fallback={<p>Loading...</p>}>
            <Routes>
              <Route path="/admin/*" element={<ConsoleApp />} />
            </Routes>
          </Suspense>
          <Address />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { ...view, switchTo };
}

/** The page's language around a part of the console drawn on its own (the switch does nothing here). */
export function InLanguage({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  const choice = { language, hrefIn: (target: Language) => pathInLanguage('/admin', target), switchTo: () => undefined };
  return <LanguageProvider choice={choice}>{children}</LanguageProvider>;
}
