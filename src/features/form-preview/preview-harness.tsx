import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CaptchaConfigContext } from '../../lib/captcha-config';
import { LanguageProvider } from '../../lib/i18n/language-context';
import { BASENAMES, languageOfPath, pathInLanguage, type Language } from '../../lib/i18n/languages';
import FormPreviewPage from './form-preview-page';

/**
 * Draws the preview page at `path` (its address carries ?form and ?version; '/ar/forms/preview' is the Arabic page)
 * with a query client that never retries.
 */
export const renderPreview = (path = '/forms/preview') => {
  const language = languageOfPath(path);
  const choice = { language, hrefIn: (target: Language) => pathInLanguage(path, target), switchTo: () => undefined };
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <LanguageProvider choice={choice}>
        <MemoryRouter basename={BASENAMES[language] || '/'} initialEntries={[path]}>
          <CaptchaConfigContext.Provider value={{ provider: 'off', challengeUrl: '' }}>
            <FormPreviewPage />
          </CaptchaConfigContext.Provider>
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
};
