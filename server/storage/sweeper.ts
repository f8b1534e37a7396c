import type { Db } from '../db/client';
import { sweepStorage, type SweepResult } from './sweep-pass';
import type { Storage } from './storage';
import { startPeriodicSweep, type PeriodicSweep, type SweeperLogger } from '../periodic-sweep';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

export type { SweeperLogger };

export interface SweeperOptions {
  db: Db;
  storage: Storage;
  logger: SweeperLogger;
  everyMs?: number;
}

export type StorageSweeper = PeriodicSweep<SweepResult>;

function report(logger: SweeperLogger, result: SweepResult): void {
  const { orphansSpared, ...done } = result;
  if (Object.values(done).some((count) => count > 0)) logger.info(done, 'storage swept');
  if (orphansSpared > 0) {
    logger.warn({ orphansSpared }, 'most stored files have no row: is DATABASE_URL the database of this storage? None were removed');
  }
}

/** Sweeps the storage (sweep-pass.ts) at start and every 15 minutes. */
export function startStorageSweeper({ db, storage, logger, everyMs = SWEEP_EVERY_MS }: SweeperOptions): StorageSweeper {
  return startPeriodicSweep('storage sweep', everyMs, logger, async () => {
    const result = await sweepStorage({ db, storage });
    report(logger, result);
    return result;
  });
}
