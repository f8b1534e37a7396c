import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { ApiError, forbidden } from '../http/errors';
import { requireAdmin } from '../security/admin-auth';
import { changesState, csrfMatches, sessionOf } from './request-session';
import { TOKEN_HOLDER, type Organiser, type OrganiserRole } from './roles';

export { ORGANISER_ROLES, ROLES, TOKEN_HOLDER, type Organiser, type OrganiserRole } from './roles';

declare module 'fastify' {
  interface FastifyRequest {
    organiser?: Organiser;
  }
}

export interface OrganiserAccess {
  /** A preHandler admitting the listed roles (401 without credentials, 403 for another role); sets request.organiser. */
  allow(roles: readonly OrganiserRole[]): preHandlerAsyncHookHandler;
  /** The name history and check-ins record for the request's organiser. */
  organiserOf(request: FastifyRequest): string;
}

export const signInAgain = () => new ApiError(401, 'Please sign in again.', undefined, { 'www-authenticate': 'Bearer' });
export const pageOutOfDate = () => forbidden('The page is out of date; reload it.');

/**
 * Organiser access by the bearer token (the command line, an admin) or by a session cookie (the
 * console), whose state changes must carry the session's X-CSRF-Token.
 */
export function organiserAccess(deps: Pick<AppDeps, 'adminTokenHash' | 'db' | 'now'>): OrganiserAccess {
  const bearer = requireAdmin(deps.adminTokenHash);

  const identify = async (request: FastifyRequest): Promise<Organiser> => {
    // A request that names a token is judged by it alone: the command line hears its token is wrong.
    if (request.headers.authorization !== undefined) {
      await bearer(request);
      return TOKEN_HOLDER;
    }
    const session = await sessionOf(deps, request);
    if (!session) throw signInAgain();
    if (changesState(request) && !csrfMatches(request, session)) throw pageOutOfDate();
    return session.organiser;
  };

  return {
    allow: (roles) =>
      async function organiserOnly(request) {
        const organiser = await identify(request);
        if (!roles.includes(organiser.role)) throw forbidden('Your role cannot do this.');
        request.organiser = organiser;
      },
    organiserOf: (request) => request.organiser?.email ?? TOKEN_HOLDER.email,
  };
}
