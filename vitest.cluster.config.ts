import { defineConfig } from 'vitest/config';

// Two real instances on PostgreSQL, Redis and an S3-compatible store, all on loopback (issue 16).
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.cluster.ts'],
    globalSetup: ['tests/cluster/support/global-setup.ts'],
    // Each check polls with its own deadline; these only stop a hung run.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
