import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest } from './logging';

async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()),
  });
  const app = Fastify({ logger: loggerOptions('info', stream), logController: new OneLinePerRequest() });
  app.get('/api/v1/applications/:token', async () => ({ ok: true }));
  app.get('/api/v1/health', { logLevel: 'silent' }, async () => ({ status: 'ok' }));
  return { app, lines };
}

describe('request logs', () => {
  it('write one line per request with the route pattern, never the token or the query', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ url: '/api/v1/applications/secret-token-123?email=ada@example.org' });
    expect(lines).toHaveLength(1); // not pino's "incoming request" plus "request completed"
    expect(lines[0]).toMatchObject({ method: 'GET', route: '/api/v1/applications/:token', statusCode: 200, msg: 'request' });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token-123|ada@example/);
  });

  it('name an unknown path without its query, and skip silent routes (probes)', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ url: '/nowhere?q=private' });
    await app.inject({ url: '/api/v1/health' });
    expect(lines.map((line) => [line.route, line.statusCode])).toEqual([['/nowhere', 404]]);
  });
});
