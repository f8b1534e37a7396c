import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { CaptchaProvider } from './captcha-provider';
import { QueryClientChoice } from './query-client-choice';

let shared: QueryClient | undefined;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/**
 * Server state and the captcha configuration for the pages that read the API through react-query (forms, status,
 * console): loaded with the first such page, so the home page ships without the query library. One client for all
 * pages, so moving between them keeps what was read.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientChoice) ?? (shared ??= createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CaptchaProvider>{children}</CaptchaProvider>
    </QueryClientProvider>
  );
}
