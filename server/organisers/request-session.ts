import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { sessionCookieOf } from './session-cookie';
import { findSession, type Session } from './sessions';

/** The live session the request's cookie names, or null. */
export async function sessionOf(deps: Pick<AppDeps, 'db' | 'now'>, request: FastifyRequest): Promise<Session | null> {
  const id = sessionCookieOf(request);
  return id ? findSession(deps.db, id, deps.now()) : null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the session's X-CSRF-Token; another site can send the cookie's request but cannot read the token. */
export function csrfMatches(request: FastifyRequest, session: Session): boolean {
  const sent = request.headers['x-csrf-token'];
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(session.csrfToken));
}

/** Reads change nothing; every other method needs the CSRF token. */
export const changesState = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
