import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
  test: {
    setupFiles: ['./tests/setup/unit.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One migrated, seeded database that each server test file copies (PGlite's initdb runs once).
          globalSetup: ['./server/test-support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'happy-dom', include: ['src/**/*.test.tsx'], setupFiles: ['./tests/setup/dom.ts'] },
      },
    ],
  },
});
