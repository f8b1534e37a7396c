// `npm start`: build what is missing or older than its sources (when the dev tools are installed), then run
// the compiled server (site + /api/v1) in this process: plain Node, production dependencies only.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledEntry, root } from './build-server.mjs';
import { devToolsInstalled, serverBuilt, SITE_BUILDS, staleParts, withBuildLock } from './build-state.mjs';

/** Runs a build step in its own process, so its tooling is not kept in the server's memory. */
function run(args, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (devToolsInstalled()) {
  await withBuildLock(() => {
    // Checked under the lock: a start launched at the same moment may have just built.
    const stale = staleParts();
    if (stale.site) {
      console.log('Building the site...');
      // Vite builds React's development bundle unless NODE_ENV is 'production', and callers set it
      // (vitest sets 'test'): npm start always serves the production build.
      const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
      // The browser's build, then the renderer the server draws the registration pages' first screen with.
      for (const build of SITE_BUILDS) run([vite, ...build], { ...process.env, NODE_ENV: 'production' });
    }
    if (stale.server) run([join(root, 'scripts', 'build-server.mjs')]);
  });
} else if (!serverBuilt()) {
  console.error('No compiled server in dist-server/: run `npm run build` where the dev dependencies are installed, then start.');
  process.exit(1);
} else if (staleParts().server) {
  console.warn('The sources are newer than dist-server/, but the dev dependencies are not installed: starting the existing build.');
}

process.env.SITE_DIR ??= join(root, 'dist');
// Stack traces name the TypeScript sources (dist-server has source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(compiledEntry('main')).href);
