// `npm run build`'s second half: the server and its command lines as plain JavaScript in dist-server/,
// so `npm start` needs neither tsx nor vite and production installs only "dependencies".
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const outDir = join(root, 'dist-server');

/** Compiled name -> TypeScript source. A new entry (a command line, a worker) is one line here. */
export const ENTRIES = {
  main: 'server/main.ts',
  'migrate-main': 'server/migrate-main.ts',
  organisers: 'scripts/organisers.ts',
  forms: 'scripts/forms.ts',
};

/** What a build depends on: a change under these makes `npm start` rebuild the server. */
export const SERVER_SOURCES = ['server', 'src/engine', 'src/lib', 'scripts', 'package.json'];

/**
 * Modules find their data (migrations, forms/*.json) with `new URL(path, import.meta.url)`; in a bundle
 * import.meta.url is the bundle's, so each module gets its own source address back, relative to the bundle.
 */
const sourceRelativeUrls = {
  name: 'source-relative-urls',
  setup(build) {
    const entrySources = new Set(Object.values(ENTRIES).map((source) => join(root, source)));
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const contents = readFileSync(args.path, 'utf8');
      // Entries keep theirs: an entry's "am I the main module?" check compares it with process.argv[1].
      if (!contents.includes('import.meta.url') || entrySources.has(args.path)) return { contents, loader: 'ts' };
      const fromBundle = relative(outDir, args.path).split(sep).join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

/** Production code must not import a devDependency: it would be missing after `npm ci --omit=dev`. */
function checkExternals(metafile) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtins.has(path)) continue;
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      if (!(name in dependencies)) missing.add(name);
    }
  }
  if (missing.size > 0) throw new Error(`The server imports packages that are not in "dependencies": ${[...missing].join(', ')}`);
}

/** Bundles every entry whose source exists; returns the compiled names. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const entryPoints = Object.fromEntries(Object.entries(ENTRIES).filter(([, source]) => existsSync(join(root, source))));
  // Built beside dist-server (same depth, so the same relative addresses), then swapped in: a server
  // starting meanwhile never finds it half written.
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, source]) => [name, join(root, source)])),
    outdir: staging,
    bundle: true,
    splitting: true,
    // Shared code in chunks beside the entries: every output is one folder below the root (sourceRelativeUrls needs it).
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceRelativeUrls],
  });
  try {
    checkExternals(result.metafile);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
  return Object.keys(entryPoints);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const names = await buildServer();
  const where = relative(process.cwd(), outDir) || '.';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Server built in ${seconds} s: ${names.map((name) => `${where}/${name}.js`).join(', ')}`);
}

export const compiledEntry = (name) => join(outDir, `${name}.js`);
export const sourceEntry = (name) => join(root, ENTRIES[name]);
