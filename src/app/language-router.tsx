import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { LanguageProvider, type LanguageChoice } from '../lib/i18n/language-context';
import { BASENAMES, languageOfPath, pathInLanguage, type Language } from '../lib/i18n/languages';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * BrowserRouter whose basename follows the address: '/ar/...' pages are Arabic with basename '/ar', so every
 * link the pages write ('/register') stays in the page's language, and switching language keeps the same
 * component tree (a half-filled form keeps its answers).
 */
export function LanguageRouter({ children, history: given }: { children: ReactNode; history?: BrowserHistory }) {
  const historyRef = useRef<BrowserHistory>(null);
  // The server's renderer gives a history of the one address it draws.
  historyRef.current ??= given ?? createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);

  const { location } = state;
  const language = languageOfPath(location.pathname);
  const choice = useMemo<LanguageChoice>(() => {
    const hrefIn = (target: Language) => `${pathInLanguage(location.pathname, target)}${location.search}${location.hash}`;
    return { language, hrefIn, switchTo: (target: Language) => history.push(hrefIn(target)) };
  }, [history, language, location.pathname, location.search, location.hash]);

  return (
    <LanguageProvider choice={choice}>
      <Router basename={BASENAMES[language] || '/'} location={location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </LanguageProvider>
  );
}
