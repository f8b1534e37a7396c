import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../security/admin-auth';

export const ORGANISER_ROLES = ['admin', 'reviewer', 'door'] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

/** Who may call what (lifecycle.md, "Roles"): the door sees check-in only; reviewers decide but change no settings, forms or accounts. */
export const ROLES = {
  admin: ['admin'],
  review: ['admin', 'reviewer'],
  door: ['admin', 'reviewer', 'door'],
} as const satisfies Record<string, readonly OrganiserRole[]>;

/** The organiser a request acts for: a named account, or the bearer token of the command line (an admin). */
export interface Organiser {
  email: string;
  role: OrganiserRole;
}

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

/** The bearer token's holder: the command line, with every right. */
export const TOKEN_HOLDER: Organiser = { email: 'organiser', role: 'admin' };

/** Organiser access by the bearer token only (named accounts and sessions come on top of it). */
export function organiserAccess(deps: Pick<AppDeps, 'adminToken'>): OrganiserAccess {
  const bearer = requireAdmin(deps.adminToken);
  return {
    allow: () =>
      async function organiserOnly(request) {
        await bearer(request);
        request.organiser = TOKEN_HOLDER;
      },
    organiserOf: (request) => request.organiser?.email ?? TOKEN_HOLDER.email,
  };
}
