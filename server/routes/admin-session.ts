import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { pageOutOfDate, type OrganiserAccess } from '../organisers/access';
import { dummyHash } from '../organisers/passwords';
import { csrfMatches, sessionOf } from '../organisers/request-session';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '../organisers/session-cookie';
import { endSession } from '../organisers/sessions';
import { signIn } from '../organisers/sign-in';
import { organiserAccountRoutes } from './admin-organisers';

/** Tries per client address and e-mail: enough for typos, far too few for guessing. */
const SIGN_IN_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };

const sessionAnswer = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        email: { type: 'string' },
        role: { type: 'string', enum: ['admin', 'reviewer', 'door'] },
        csrfToken: { type: 'string', description: 'Send it as X-CSRF-Token with every request that changes something.' },
        expiresAt: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;

// Asking who is signed in is no error: the console and the form preview ask on every load.
const currentSessionAnswer = {
  ...sessionAnswer,
  properties: { data: { ...sessionAnswer.properties.data, type: ['object', 'null'], description: 'null when nobody is signed in' } },
} as const;

const signInKey = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
  // Hashed: with REDIS_URL the key is stored, and an organiser's e-mail has no business in it.
  return createHash('sha256').update(`${request.ip}\n${email}`).digest('base64url');
};

/** Sign-in, the current session, sign-out, and the organiser accounts. */
export async function adminSessionRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  // Ready before the first unknown e-mail, which would otherwise wait for two hashes.
  void dummyHash();
  const doc = (summary: string) => ({ summary, tags: ['admin'], security: [{ session: [] }] });

  app.post<{ Body: { email: string; password: string } }>(
    '/admin/session',
    {
      // After the body is parsed, so the key can hold the e-mail.
      config: { rateLimit: { ...SIGN_IN_LIMIT, hook: 'preValidation', keyGenerator: signInKey } },
      schema: {
        summary: 'Sign in with an organiser account: sets the HttpOnly session cookie and answers the CSRF token',
        tags: ['admin'],
        security: [],
        refusals: [401],
        body: {
          type: 'object',
          properties: { email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1000 } },
          required: ['email', 'password'],
          additionalProperties: false,
        },
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn(deps, request.body.email, request.body.password);
      if (!signedIn) throw new ApiError(401, 'The e-mail or password is not right.');
      // A session the browser already had is not kept alongside the new one.
      const previous = sessionCookieOf(request);
      if (previous) await endSession(deps.db, previous);
      setSessionCookie(request, reply, signedIn.id);
      return { data: { ...signedIn.organiser, csrfToken: signedIn.csrfToken, expiresAt: signedIn.expiresAt } };
    },
  );

  app.get(
    '/admin/session',
    {
      schema: {
        ...doc('The signed-in organiser, the CSRF token and when the session ends; null when nobody is'),
        response: { 200: currentSessionAnswer },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request);
      if (!session) return { data: null };
      return { data: { ...session.organiser, csrfToken: session.csrfToken, expiresAt: session.expiresAt } };
    },
  );

  app.delete(
    '/admin/session',
    { schema: { ...doc('Sign out: the session ends and the cookie is cleared'), refusals: [403] } },
    async (request, reply) => {
      const session = await sessionOf(deps, request);
      if (session && !csrfMatches(request, session)) throw pageOutOfDate();
      const id = sessionCookieOf(request);
      if (id) await endSession(deps.db, id);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  await organiserAccountRoutes(app, deps, access);
}
