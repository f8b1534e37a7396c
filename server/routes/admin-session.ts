import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import type { OrganiserAccess } from '../organisers/access';

/** Sign-in, the current session, sign-out, and the organiser accounts. */
export async function adminSessionRoutes(_app: FastifyInstance, _deps: AppDeps, _access: OrganiserAccess) {}
