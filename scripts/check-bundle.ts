// Bundle budget: builds the site and checks the JavaScript the home route needs (the entry chunk,
// the home page's lazy chunk and everything they import statically), gzipped, against a budget;
// form libraries must not be among those chunks. Usage: tsx scripts/check-bundle.ts [--verbose]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const BUDGET_BYTES = 100 * 1024;
const HOME_PAGE_MODULE = 'src/features/home/home-page.tsx';
const FORM_LIBRARIES = ['formik', 'react-select', 'react-datepicker', 'react-dropzone', 'zod-formik-adapter'];

interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  modules: Record<string, number>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'bundle-check-'));
const chunks = new Map<string, ChunkFacts>();

const collect: Plugin = {
  name: 'collect-chunks',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      const modules = Object.fromEntries(Object.entries(item.modules).map(([id, info]) => [id, info.renderedLength]));
      chunks.set(item.fileName, { fileName: item.fileName, isEntry: item.isEntry, imports: item.imports, dynamicImports: item.dynamicImports, facadeModuleId: item.facadeModuleId, modules });
    }
  },
};

function withStaticImports(start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return [...seen];
}

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];

try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [collect] });
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const home = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(HOME_PAGE_MODULE));
  if (!entry || !home) throw new Error(`Could not find the entry chunk or the chunk of ${HOME_PAGE_MODULE}.`);
  const homeChunks = withStaticImports([entry.fileName, home.fileName]);

  let total = 0;
  const rows = homeChunks.map((fileName) => {
    const gzipped = gzipSync(readFileSync(join(outDir, fileName)), { level: 9 }).length;
    total += gzipped;
    return { fileName, gzipped };
  });
  const packages = new Map<string, number>();
  for (const fileName of homeChunks) {
    for (const [id, size] of Object.entries(chunks.get(fileName)!.modules)) {
      const name = packageOf(id) ?? 'site code';
      packages.set(name, (packages.get(name) ?? 0) + size);
    }
  }
  const forbidden = FORM_LIBRARIES.filter((name) => packages.has(name));

  console.log('Home route JavaScript (gzip -9):');
  for (const row of rows) console.log(`  ${(row.gzipped / 1024).toFixed(1).padStart(7)} KB  ${row.fileName}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_BYTES / 1024} KB)`);
  if (process.argv.includes('--verbose')) {
    console.log('Minified size by package:');
    for (const [name, size] of [...packages].sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  const problems = [
    ...(total > BUDGET_BYTES ? [`the home route needs ${(total / 1024).toFixed(1)} KB of gzipped JavaScript, over the ${BUDGET_BYTES / 1024} KB budget`] : []),
    ...forbidden.map((name) => `${name} is in the home route's chunks; form libraries must load only with a form route`),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Bundle budget: ${problem}.`);
    process.exitCode = 1;
  } else {
    console.log('Bundle budget: within budget, no form library on the home route.');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
