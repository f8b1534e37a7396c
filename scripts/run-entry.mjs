// `npm run migrate|organisers|forms`: the TypeScript source with tsx in development, the compiled
// dist-server/<name>.js in production (NODE_ENV=production, or an install without the dev dependencies).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { compiledEntry, ENTRIES, root, sourceEntry } from './build-server.mjs';
import { devToolsInstalled } from './build-state.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !(name in ENTRIES)) {
  console.error(`Usage: node scripts/run-entry.mjs <${Object.keys(ENTRIES).join('|')}> [arguments...]`);
  process.exit(2);
}
const development = devToolsInstalled() && process.env.NODE_ENV !== 'production';
if (!development && !existsSync(compiledEntry(name))) {
  console.error(`No dist-server/${name}.js: run \`npm run build\` where the dev dependencies are installed.`);
  process.exit(1);
}
const program = development ? ['--import', 'tsx', sourceEntry(name)] : ['--enable-source-maps', compiledEntry(name)];
const result = spawnSync(process.execPath, [...program, ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
