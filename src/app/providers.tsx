import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientChoice } from './query-client-choice';

// Only forms raise toasts, so the container's code stays out of the first paint (toasts raised earlier wait for it).
const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/** Toasts for the whole site, and the query client pages use when a test gives one (src/app/page-providers.tsx). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientChoice value={client}>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </QueryClientChoice>
  );
}
