import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A preHandler admitting only `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
export function requireAdmin(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      throw new ApiError(401, 'A valid organiser token is needed.', undefined, { 'www-authenticate': 'Bearer' });
    }
  };
}
