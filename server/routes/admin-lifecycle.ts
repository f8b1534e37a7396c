import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../security/admin-auth';
import { adminApplicationRoutes } from './admin-applications';
import { adminOperationRoutes } from './admin-operations';

export interface OrganiserRouteOptions {
  preHandler: preHandlerAsyncHookHandler;
  /** Who acts, as history and check-ins record it. */
  organiserOf: (request: FastifyRequest) => string;
}

// The bearer token names nobody; named organiser accounts will answer their own name here.
const tokenHolder = () => 'organiser';

/** The organisers' lifecycle API (lifecycle.md, "Organisers' API"), all behind the organiser token. */
export async function adminLifecycleRoutes(app: FastifyInstance, deps: AppDeps, organiserOf: (request: FastifyRequest) => string = tokenHolder) {
  const options: OrganiserRouteOptions = { preHandler: requireAdmin(deps.adminToken), organiserOf };
  await adminApplicationRoutes(app, deps, options);
  await adminOperationRoutes(app, deps, options);
}
