import { randomBytes } from 'node:crypto';
import { startRedisServer, type RedisServer } from '../../../server/test-support/redis-server';
import { startS3Server, type S3Server } from '../../../server/test-support/s3-server';
import { launchInstance, waitReady, type Instance } from './instance';
import { startPostgres, type Postgres } from './postgres';

/** POSTs each instance allows per route and client in the window; the rate-limit check spends exactly this many. */
export const POST_LIMIT = 50;

export interface Cluster {
  postgres: Postgres;
  redis: RedisServer;
  s3: S3Server;
  a: Instance;
  b: Instance;
  adminToken: string;
  /** Stops everything that was started; safe after a partial start. */
  close: () => Promise<void>;
}

/**
 * PostgreSQL (empty), Redis and s3rver on loopback, then two instances of the compiled server launched
 * at the same moment, configured as an operator would for several instances (docs/operating.md, "One instance or several").
 */
export async function startCluster(): Promise<Cluster> {
  const started: { close: () => Promise<void> | void }[] = [];
  const close = async () => {
    for (const service of started.reverse()) await service.close();
  };
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    const redis = await startRedisServer();
    started.push({ close: redis.stop });
    const s3 = await startS3Server();
    started.push(s3);
    const adminToken = randomBytes(24).toString('base64url');
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      S3_URL: s3.url,
      ADMIN_TOKEN: adminToken,
      CAPTCHA_PROVIDER: 'altcha',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_POST_MAX: String(POST_LIMIT),
      // Ten minutes: the whole file runs in one window, so counts never reset mid-check.
      RATE_LIMIT_WINDOW_MS: '600000',
    };
    const [a, b] = await Promise.all([launchInstance('a', env), launchInstance('b', env)]);
    started.push({ close: a.stop }, { close: b.stop });
    await Promise.all([waitReady(a), waitReady(b)]);
    return { postgres, redis, s3, a, b, adminToken, close };
  } catch (error) {
    await close();
    throw error;
  }
}
