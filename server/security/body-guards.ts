import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';

/**
 * Request bodies are taken as sent, never decompressed: a gzip bomb (a few KB unpacking to
 * gigabytes) is refused before a byte of it is read.
 */
export function refuseEncodedBodies(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      throw new ApiError(415, 'Compressed request bodies are not accepted; send the body uncompressed.');
    }
  });
}
