import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';

/**
 * Request bodies are taken as sent, never decompressed: a gzip bomb (a few KB unpacking to
 * gigabytes) is refused before a byte of it is read.
 */
export function refuseEncodedBodies(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and a promise each time costs more than the check.
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(new ApiError(415, 'Compressed request bodies are not accepted; send the body uncompressed.'));
      return;
    }
    done();
  });
}
