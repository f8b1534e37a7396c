// `npm start`: build the site when its sources changed, then run the server (site + /api/v1) with tsx.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// This script is part of the build too: a change to it (how the site is built) rebuilds.
const sources = ['src', 'public', 'forms', 'index.html', 'vite.config.ts', 'scripts/start.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = newestMtime(join(root, 'dist', 'index.html'));
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (builtAt < changedAt) {
  console.log('Building the site...');
  // Vite builds React's development bundle unless NODE_ENV is 'production', and callers set it
  // (vitest sets 'test'): npm start always serves the production build.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

// The server runs in its own process so the build tooling is not kept in memory.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  env: { SITE_DIR: join(root, 'dist'), ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
