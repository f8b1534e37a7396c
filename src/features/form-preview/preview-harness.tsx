import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CaptchaConfigContext } from '../../lib/captcha-config';
import FormPreviewPage from './form-preview-page';

/** Draws the preview page at `path` (its address carries ?form and ?version) with a query client that never retries. */
export const renderPreview = (path = '/forms/preview') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <CaptchaConfigContext.Provider value={{ provider: 'off', challengeUrl: '' }}>
          <FormPreviewPage />
        </CaptchaConfigContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
