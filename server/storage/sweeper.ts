import type { Db } from '../db/client';
import { sweepStorage, type SweepResult } from './sweep-pass';
import type { Storage } from './storage';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** A pino-style logger (Fastify's fits); the sweeper logs counts and error codes only. */
export interface SweeperLogger {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

export interface SweeperOptions {
  db: Db;
  storage: Storage;
  logger: SweeperLogger;
  everyMs?: number;
}

export interface StorageSweeper {
  /** Runs a pass now (after the one under way, if any). */
  sweep: () => Promise<SweepResult | undefined>;
  /** No more passes; waits for the one under way. */
  stop: () => Promise<void>;
}

function report(logger: SweeperLogger, result: SweepResult): void {
  const { orphansSpared, ...done } = result;
  if (Object.values(done).some((count) => count > 0)) logger.info(done, 'storage swept');
  if (orphansSpared > 0) {
    logger.warn({ orphansSpared }, 'most stored files have no row: is DATABASE_URL the database of this storage? None were removed');
  }
}

/**
 * Sweeps the storage (sweep-pass.ts) at start and every 15 minutes. The timer never keeps the
 * process alive; a failed pass (storage or database down) is logged and the next one retries.
 */
export function startStorageSweeper({ db, storage, logger, everyMs = SWEEP_EVERY_MS }: SweeperOptions): StorageSweeper {
  let stopped = false;
  const pass = async (): Promise<SweepResult | undefined> => {
    if (stopped) return undefined;
    try {
      const result = await sweepStorage({ db, storage });
      report(logger, result);
      return result;
    } catch (error) {
      const { code, name } = error as { code?: unknown; name?: unknown };
      logger.warn({ code: code ?? name }, 'storage sweep failed; retried at the next pass');
      return undefined;
    }
  };
  let running = pass();
  const sweep = () => (running = running.then(pass));
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    sweep,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
