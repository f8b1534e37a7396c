// Is the build older than its sources, and can this install rebuild it? Read by `npm start` and `npm run migrate`.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compiledEntry, root, SERVER_SOURCES } from './build-server.mjs';

// start.mjs decides how the site is built (NODE_ENV): a change to it rebuilds too.
const SITE_SOURCES = ['src', 'public', 'forms', 'index.html', 'vite.config.ts', 'scripts/start.mjs'];
const LOCK_DIR = join(root, 'node_modules', '.cache', 'space-apps-build.lock');
// A builder that died keeps the lock; after this long another start takes it over.
const STALE_LOCK_MS = 10 * 60_000;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** The entry of the server's renderer of first screens, built into dist-ssr/ beside the site. */
const SERVER_RENDERER_SOURCE = 'src/app/render-page.tsx';
const serverRendererFile = join(root, 'dist-ssr', 'render-page.js');

/** Vite's two builds of the site (its arguments): the browser's, then the server's renderer of first screens. */
export const SITE_BUILDS = [
  ['build', '--logLevel', 'warn'],
  ['build', '--ssr', SERVER_RENDERER_SOURCE, '--outDir', 'dist-ssr', '--logLevel', 'warn'],
];
const changedAt = (sources) => Math.max(...sources.map((source) => newestMtime(join(root, source))));

/** Which halves of the build are missing or older than their sources. */
export function staleParts() {
  return {
    site: Math.min(builtAt(join(root, 'dist', 'index.html')), builtAt(serverRendererFile)) < changedAt(SITE_SOURCES),
    server: builtAt(compiledEntry('main')) < changedAt(SERVER_SOURCES),
  };
}

export const serverBuilt = () => existsSync(compiledEntry('main'));

/** `npm ci --omit=dev` leaves out vite and esbuild: such an install runs the build it was given. */
export const devToolsInstalled = () =>
  ['vite', 'esbuild', 'tsx'].every((name) => existsSync(join(root, 'node_modules', name, 'package.json')));

/** Runs `fn` while holding a lock on the build, so starts launched together build once. */
export async function withBuildLock(fn) {
  mkdirSync(join(LOCK_DIR, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - builtAt(LOCK_DIR) > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}
