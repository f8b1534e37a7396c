import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the site and the server once, before any instance starts (a no-op when the build is fresh). */
export default function setup() {
  const script = fileURLToPath(new URL('./ensure-build.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building the site and the server failed (exit code ${result.status}).`);
}
