import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import type { OrganiserAccess } from '../organisers/access';

/** What the console needs beyond the lifecycle API: check-in search, resending e-mail, form versions, the filtered CSV. */
export async function adminConsoleRoutes(_app: FastifyInstance, _deps: AppDeps, _access: OrganiserAccess) {}
