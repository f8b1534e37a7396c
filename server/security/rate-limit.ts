import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Every POST is rate limited per client address (429 with Retry-After); reads are not, so the
 * option lists stay fast. Routes may set their own `config.rateLimit`. With Redis, every instance
 * counts in the same place; without it, each process counts its own.
 */
export async function registerRateLimits(app: FastifyInstance, limits: { postMax: number; windowMs: number }, redis?: Redis) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    const config = (route.config ?? {}) as Record<string, unknown>;
    config.rateLimit ??= { max: limits.postMax, timeWindow: limits.windowMs };
    route.config = config;
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    // Redis down: requests pass uncounted rather than fail with 500; applications keep arriving on deadline night,
    // and the captcha and duplicate checks still stand. The in-memory store never errs.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
