import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

/** Option lists need react-query; a form used outside the app's providers brings its own client. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? undefined : new QueryClient()));
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : <>{children}</>;
}
