import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built single-page app: files from dist/, hashed assets cached for a year, and index.html for
 * every other path outside /api (the app routes on the client). Unknown /api paths answer JSON 404.
 */
export async function registerSite(app: FastifyInstance, siteDir: string | undefined) {
  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text file (vite.config.ts): about a third of the bytes.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(`${join(siteDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding'); // a cache must not hand the brotli copy to a browser that did not ask for it
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ success: false, message: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
