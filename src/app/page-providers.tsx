import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { primeDefinitions } from '../features/registration/use-form-definition';
import { useLanguage } from '../lib/i18n/language-context';
import type { Language } from '../lib/i18n/languages';
import { readPageData } from '../lib/page-data';
import { CaptchaProvider } from './captcha-provider';
import { QueryClientChoice } from './query-client-choice';

let shared: QueryClient | undefined;

/** A query client holding the definitions the page arrived with, so the first render draws what the server drew. */
export function createQueryClient(language: Language, forms = readPageData().forms): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  if (forms) primeDefinitions(client, forms, language);
  return client;
}

/**
 * Server state and the captcha configuration for the pages that read the API through react-query (forms, status,
 * console): loaded with the first such page, so the home page ships without the query library. One client for all
 * pages, so moving between them keeps what was read.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const client = useContext(QueryClientChoice) ?? (shared ??= createQueryClient(language));
  return (
    <QueryClientProvider client={client}>
      <CaptchaProvider>{children}</CaptchaProvider>
    </QueryClientProvider>
  );
}
