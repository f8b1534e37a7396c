import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetDraftHints } from '../../src/features/drafts/draft-hint';
import { forgetSiteSettings } from '../../src/features/registration-windows/settings-store';
import { setPageData } from '../../src/lib/page-data';
import { loadEverything } from '../../src/lib/i18n/catalogues';

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);
// Each test reads the settings its own stubbed API gives.
afterEach(forgetSiteSettings);
// And the page data a test wrote, with the draft hints it spent.
afterEach(() => {
  setPageData(undefined);
  forgetDraftHints();
});

// Every catalogue at hand, so no component suspends for its words in a test.
await loadEverything();
