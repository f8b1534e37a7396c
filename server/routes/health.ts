import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { AppDeps } from '../deps';

/** A dependency slower than this counts as down: a balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2_000;
/** Seconds a client waits before asking a not-ready instance again. */
const RETRY_AFTER = '5';

type CheckResult = 'ok' | 'unavailable' | 'not configured';

/** Whether `probe` settles in time; its error stays here (it may name hosts or credentials). */
async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), CHECK_TIMEOUT_MS);
  });
  try {
    // Through a promise, so a probe that throws at once counts as down too, not as a 500.
    const answered = Promise.resolve().then(probe);
    return await Promise.race([
      answered.then(
        (): CheckResult => 'ok',
        (): CheckResult => 'unavailable',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const checkValue = { type: 'string', enum: ['ok', 'unavailable', 'not configured'] } as const;
const checks = {
  type: 'object',
  properties: { database: checkValue, storage: checkValue, redis: checkValue },
  required: ['database', 'storage', 'redis'],
} as const;
const readiness = (status: string) =>
  ({ type: 'object', properties: { status: { const: status }, checks }, required: ['status', 'checks'] }) as const;

// Balancers poll these every few seconds: no log lines, no rate limit, nothing cached.
const probeRoute = { logLevel: 'silent', config: { rateLimit: false } } satisfies RouteShorthandOptions;

/** GET /health (the process answers) and GET /ready (it can serve: database, storage and Redis answer), for balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  const { redis } = deps;
  app.get(
    '/health',
    {
      ...probeRoute,
      schema: {
        summary: 'Liveness: the process answers (touches no database)',
        tags: ['operations'],
        response: { 200: { description: 'Alive', type: 'object', properties: { status: { const: 'ok' } }, required: ['status'] } },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      ...probeRoute,
      schema: {
        summary: 'Readiness: the database, the file storage and Redis (when configured) answer',
        tags: ['operations'],
        response: {
          200: { description: 'Ready to serve', ...readiness('ready') },
          503: {
            description: 'A dependency does not answer within 2 s; `checks` says which',
            headers: { 'Retry-After': { description: 'Seconds to wait', type: 'integer' } },
            ...readiness('unavailable'),
          },
        },
      },
    },
    async (_request, reply) => {
      const [database, storage, shared] = await Promise.all([
        check(() => deps.db.execute(sql`select 1`)),
        check(() => deps.storage.ping()),
        redis ? check(() => redis.ping()) : ('not configured' as const),
      ]);
      const results = { database, storage, redis: shared };
      if (Object.values(results).includes('unavailable'))
        return reply.code(503).header('retry-after', RETRY_AFTER).send({ status: 'unavailable', checks: results });
      return { status: 'ready', checks: results };
    },
  );
}
