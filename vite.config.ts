import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { formikStateOnce } from './scripts/vite/formik-state-once.ts';
import { zodWithoutJsonSchema } from './scripts/vite/zod-without-json-schema.ts';

const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `name.br` and `name.gz` beside each text file over 1 KB, once, at build time: the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`), about a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const path of files(outDir).filter((file) => TEXT_FILE.test(file))) {
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * `vite build --ssr src/app/render-page.tsx --outDir dist-ssr`: the server's renderer of first screens (server/site-render.ts),
 * plain JavaScript for Node beside the site's build; public files, the manifest and compressed copies are the site's alone.
 */
function serverRendererBuild(): Plugin {
  return {
    name: 'server-renderer-build',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild === true,
    config: () => ({ publicDir: false, build: { manifest: false, emptyOutDir: true } }),
  };
}

/**
 * react-router 7 resolves its development build (dev warnings on) in every environment
 * (remix-run/react-router#14102); a site build takes the production one it ships beside it.
 */
function reactRouterProductionBuild(): Plugin {
  const productionFile = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: productionFile('index.mjs') },
          { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    precompress(),
    reactRouterProductionBuild(),
    serverRendererBuild(),
    zodWithoutJsonSchema(),
    formikStateOnce(),
  ],
  // Modulepreload is a hint: a browser without it (Safari 16) fetches those modules when they are imported. No polyfill to ship.
  // The manifest names the built file of each source: the server preloads the Arabic words on Arabic pages (server/site.ts).
  build: {
    modulePreload: { polyfill: false },
    manifest: true,
    // Formik imports hoist-non-react-statics (and through it react-is) for its connect(), which the site never calls;
    // the package declares no sideEffects, so without this both ship on every form route. Others keep their own declaration.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (/\/node_modules\/hoist-non-react-statics\//.test(id) ? false : undefined) },
    },
  },
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
