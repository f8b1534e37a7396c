// Builds what `npm start` would build first (site and server), so the two instances start together
// instead of one waiting for the other's build. Same checks and lock as scripts/start.mjs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../../scripts/build-server.mjs';
import { SITE_BUILDS, staleParts, withBuildLock } from '../../../scripts/build-state.mjs';

function run(args, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await withBuildLock(() => {
  const stale = staleParts();
  // Production React, as start.mjs builds it (vitest sets NODE_ENV=test).
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (stale.site) for (const build of SITE_BUILDS) run([vite, ...build], { ...process.env, NODE_ENV: 'production' });
  if (stale.server) run([join(root, 'scripts', 'build-server.mjs')]);
});
