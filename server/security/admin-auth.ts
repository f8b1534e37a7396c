import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The SHA-256 (hex) of an organiser token: what the database keeps and every instance compares with. */
export const hashAdminToken = (token: string) => digest(token).toString('hex');

/** A preHandler admitting only `Authorization: Bearer <token>` whose SHA-256 is `adminTokenHash`, compared in constant time. */
export function requireAdmin(adminTokenHash: string) {
  const expected = Buffer.from(adminTokenHash, 'hex');
  if (expected.length !== 32) throw new Error('requireAdmin needs the hex SHA-256 of the organiser token');
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      throw new ApiError(401, 'A valid organiser token is needed.', undefined, { 'www-authenticate': 'Bearer' });
    }
  };
}
