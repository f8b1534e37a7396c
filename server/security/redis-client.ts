import { Redis } from 'ioredis';

const READY_WAIT_MS = 2_000;

/**
 * The client of the shared rate limits (REDIS_URL). While Redis is unreachable its commands fail at
 * once (no offline queue, short timeouts) so no request waits on it; it reconnects by itself. Resolves
 * when connected, or after a short wait without Redis: an instance starts even then (/ready tells).
 */
export async function connectRedis(url: string, warn: (message: string) => void = (message) => console.warn(message)): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  let down = false;
  // One line per outage, not one per reconnection attempt; the message names the address, never the password.
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    warn(`Redis is unreachable (${reason}): rate limits are not counted until it is back.`);
  };
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (down) warn('Redis is reachable again: rate limits are counted.');
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
