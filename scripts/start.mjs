// Temporary `npm start`: build the site when sources changed, then serve dist/ with Vite preview.
// Replaced by the API server once it exists.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['src', 'public', 'forms', 'index.html', 'vite.config.ts'];
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

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
  await build({ root, logLevel: 'warn' });
}

await preview({ root, preview: { port, host, strictPort: true } });
console.log(`Site running at http://localhost:${port}`);
