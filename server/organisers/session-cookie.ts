import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABSOLUTE_MS } from './sessions';

export const SESSION_COOKIE = 'organiser_session';

/** The session cookie's value from the Cookie header, or undefined. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

// Path=/api: the site's pages and files never carry it; SameSite=Strict: no other site's page can send it.
const attributes = (request: FastifyRequest, maxAgeSeconds: number) =>
  `HttpOnly; SameSite=Strict; Path=/api; Max-Age=${maxAgeSeconds}${request.protocol === 'https' ? '; Secure' : ''}`;

/** Gives the browser the session; it may live as long as the session could (the database ends it sooner when idle). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=${id}; ${attributes(request, ABSOLUTE_MS / 1000)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, 0)}`);
}
