import { createContext, useContext, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(text: string) => void>(() => undefined);

/** Says a text in the layout's polite live region (a route change names the page it led to). */
export const useAnnounce = () => useContext(AnnounceContext);

/** The live region, kept in the layout from the first paint: a region added with its text is not read out. */
export function RouteAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  return (
    <AnnounceContext.Provider value={setMessage}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}
