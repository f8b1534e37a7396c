import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrganiserRole } from '../organisers/roles';
import { auth } from './test-app';

export const PASSWORD = 'correct horse battery';

/** An organiser account made with the bearer token, as `npm run organisers -- add` does. */
export async function addOrganiser(app: FastifyInstance, email: string, role: OrganiserRole, password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/admin/organisers', headers: auth, payload: { email, role, password } });
  expect(response.statusCode, response.body).toBe(201);
}

export interface SignedInSession {
  /** The Cookie header a browser would send back. */
  cookie: string;
  csrfToken: string;
  /** Headers of a state change from the console: the cookie and the CSRF token. */
  headers: Record<string, string>;
}

/** Signs in through POST /admin/session and keeps what a browser keeps. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedInSession> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const { csrfToken } = response.json().data as { csrfToken: string };
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}
