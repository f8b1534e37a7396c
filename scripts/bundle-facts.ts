// What a production build ships: chunks with their static imports, modules and CSS, and gzipped sizes.
// Shared by the bundle budget (scripts/check-bundle.ts) and the per-route sizes of `npm run bench`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  /** Minified size of each module in the chunk, by module id. */
  modules: Record<string, number>;
  /** CSS files Vite loads with this chunk. */
  css: string[];
  /** False for a chunk that held only CSS: Vite drops its empty JavaScript file after the bundle is generated. */
  emitted: boolean;
}

export interface SiteBuild {
  outDir: string;
  chunks: Map<string, ChunkFacts>;
  remove: () => void;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the site as `npm start` does, into a temp dir, recording every chunk. */
export async function buildSite(): Promise<SiteBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-facts-'));
  const chunks = new Map<string, ChunkFacts>();
  const collect: Plugin = {
    name: 'collect-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = Object.fromEntries(Object.entries(item.modules).map(([id, info]) => [id, info.renderedLength]));
        const css = [...(item.viteMetadata?.importedCss ?? [])];
        chunks.set(item.fileName, {
          fileName: item.fileName,
          isEntry: item.isEntry,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          facadeModuleId: item.facadeModuleId,
          modules,
          css,
          emitted: true,
        });
      }
    },
  };
  // As npm start builds it: Vite makes React's development bundle unless NODE_ENV is 'production'.
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [collect] });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  for (const chunk of chunks.values()) chunk.emitted = existsSync(join(outDir, chunk.fileName));
  return { outDir, chunks, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The chunks given and every chunk they import statically (what loads before the code can run). */
export function withStaticImports(chunks: Map<string, ChunkFacts>, start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return [...seen];
}

export function entryChunk(chunks: Map<string, ChunkFacts>): ChunkFacts {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  return entry;
}

/** The chunk whose facade is a source module (a lazily loaded page), by its path from the repository root. */
export function chunkOfModule(chunks: Map<string, ChunkFacts>, modulePath: string): ChunkFacts {
  const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(modulePath));
  if (!chunk) throw new Error(`No chunk is built from ${modulePath}: is it still loaded lazily?`);
  return chunk;
}

/** gzip -9 size of a built file, in bytes. */
export function gzippedSize(outDir: string, fileName: string): number {
  return gzipSync(readFileSync(join(outDir, fileName)), { level: 9 }).length;
}

export const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
