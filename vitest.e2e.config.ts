import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core drives Debian's Chromium against the built site.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One more try for a journey that failed: a loaded 2-core machine still shows rare timing flakes
    // (each found so far was a real product race, fixed); a journey must fail twice to fail the run.
    retry: 1,
    reporters: ['default', './tests/e2e/support/retry-reporter.ts'],
  },
});
