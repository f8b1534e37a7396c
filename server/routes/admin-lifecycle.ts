import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import type { OrganiserAccess } from '../organisers/access';
import { adminApplicationRoutes } from './admin-applications';
import { adminOperationRoutes } from './admin-operations';

/** The organisers' lifecycle API (lifecycle.md, "Organisers' API"), each route open to the roles it names. */
export async function adminLifecycleRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  await adminApplicationRoutes(app, deps, access);
  await adminOperationRoutes(app, deps, access);
}
