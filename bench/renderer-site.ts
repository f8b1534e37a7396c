import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { formikStateOnce } from '../scripts/vite/formik-state-once';
import { zodWithoutJsonSchema } from '../scripts/vite/zod-without-json-schema';

export interface Site {
  origin: string;
  stop: () => Promise<void>;
}

const root = fileURLToPath(new URL('./renderer', import.meta.url));
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Builds the bench page in production mode (React's production build) into a temp dir. */
async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'renderer-bench-'));
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    // As the site's build: zod without its JSON Schema generator, for every library on the page (RHF's resolver uses zod too),
    // and formik building its state once.
    plugins: [react(), lingui(), zodWithoutJsonSchema(), formikStateOnce()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  });
  return outDir;
}

/** Builds the page and serves it on a free local port; stop() closes the server and removes the build. */
export async function startRendererSite(): Promise<Site> {
  const dir = await buildPage();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(dir + sep)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The bench server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
