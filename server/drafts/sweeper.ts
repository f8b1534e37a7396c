import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';
import { startPeriodicSweep, type PeriodicSweep, type SweeperLogger } from '../periodic-sweep';
import { sweepDrafts, type DraftSweepResult } from './sweep';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface DraftSweeperOptions {
  db: Db;
  storage: Storage;
  logger: SweeperLogger;
  /** The app's clock (tests move it). */
  now: () => Date;
  everyMs?: number;
}

export type DraftSweeper = PeriodicSweep<DraftSweepResult>;

/** Deletes expired drafts and their files at start and every hour. */
export function startDraftSweeper({ db, storage, logger, now, everyMs = SWEEP_EVERY_MS }: DraftSweeperOptions): DraftSweeper {
  return startPeriodicSweep('draft sweep', everyMs, logger, async () => {
    const result = await sweepDrafts({ db, storage, now: now(), log: logger });
    if (result.draftsRemoved > 0) logger.info(result, 'expired drafts removed');
    return result;
  });
}
