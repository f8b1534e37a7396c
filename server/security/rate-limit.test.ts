import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../test-support/redis-server';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { connectRedis } from './redis-client';

let t: TestApp;
let redisServer: RedisServer;
const clients: Redis[] = [];

beforeAll(async () => {
  redisServer = await startRedisServer();
  t = await createTestApp();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  // Each stopped even when the other never started.
  await Promise.all([t?.close(), redisServer?.stop()]);
});

/** Two instances, each with its own Redis client, as two processes would have. */
async function twoInstances(postMax: number, warn: (message: string) => void = () => undefined) {
  const [a, b] = await Promise.all([connectRedis(redisServer.url, warn), connectRedis(redisServer.url, warn)]);
  clients.push(a, b);
  const limits = { postMax, windowMs: 60_000 };
  return [await t.another({ rateLimit: limits, redis: a }), await t.another({ rateLimit: limits, redis: b })] as const;
}

const reply = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=q&answer=a' });
const signIn = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email: 'shared@example.org', password: 'a guess' } });

describe('rate limits in Redis', () => {
  it('count a client once across two instances', async () => {
    const [a, b] = await twoInstances(3);
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await reply(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]); // 3 allowed in all, not 3 per instance
    const refused = await reply(a);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  // Eleven password checks: given time on a busy machine.
  it('count sign-in tries across two instances under the sign-in’s own limit and key', { timeout: 60_000 }, async () => {
    const [a, b] = await twoInstances(1_000);
    const tries = [];
    for (let i = 0; i < 11; i++) tries.push((await signIn(i % 2 ? b : a)).statusCode);
    expect(tries).toEqual([...Array<number>(10).fill(401), 429]); // 10 tries per address and e-mail, in all
  });

  it('let POSTs through, uncounted, while Redis is down, and say so once', { timeout: 30_000 }, async () => {
    const warnings: string[] = [];
    const [a, b] = await twoInstances(1, (message) => void warnings.push(message));
    await redisServer.stop();
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await reply(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201]); // neither 500 nor 429: applicants keep applying
    // One line per client and outage, however many requests and reconnection attempts.
    await vi.waitFor(() => expect(warnings.filter((m) => m.includes('unreachable'))).toHaveLength(2), { timeout: 20_000 });
  });
});
