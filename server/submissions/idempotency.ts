import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError, badRequest } from '../http/errors';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyKey {
  scope: string;
  key: string;
}

/** The Idempotency-Key header of a request, if any (1 to 200 visible characters). */
export function idempotencyKeyOf(request: FastifyRequest, scope: string): IdempotencyKey | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest('The Idempotency-Key header must be 1 to 200 visible characters.');
  return { scope, key };
}

/** The first answer given for this key, or undefined; the same key with another body is refused. */
export async function replayOf(db: Db, id: IdempotencyKey, digest: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key)));
  if (!row) return undefined;
  if (row.requestHash !== digest) throw new ApiError(422, 'This Idempotency-Key was already used for a different request.');
  return { statusCode: row.statusCode, body: row.body };
}

export async function remember(tx: Tx, id: IdempotencyKey, digest: string, answer: StoredAnswer): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ scope: id.scope, key: id.key, requestHash: digest, statusCode: answer.statusCode, body: answer.body });
}
