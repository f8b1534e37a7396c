import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CaptchaProvider } from './captcha-provider';

// Only forms raise toasts, so the container's code stays out of the first paint (toasts raised earlier wait for it).
const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/** Server state, toasts and the captcha configuration for the whole site. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <CaptchaProvider>{children}</CaptchaProvider>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </QueryClientProvider>
  );
}
