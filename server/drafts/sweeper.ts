import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';
import type { SweeperLogger } from '../storage/sweeper';
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

export interface DraftSweeper {
  /** Runs a pass now (after the one under way, if any). */
  sweep: () => Promise<DraftSweepResult | undefined>;
  /** No more passes; waits for the one under way. */
  stop: () => Promise<void>;
}

/**
 * Deletes expired drafts and their files at start and every hour. The timer never keeps the process
 * alive; a failed pass (database or storage down) is logged by its error code and the next one retries.
 */
export function startDraftSweeper({ db, storage, logger, now, everyMs = SWEEP_EVERY_MS }: DraftSweeperOptions): DraftSweeper {
  let stopped = false;
  const pass = async (): Promise<DraftSweepResult | undefined> => {
    if (stopped) return undefined;
    try {
      const result = await sweepDrafts({ db, storage, now: now(), log: logger });
      if (result.draftsRemoved > 0) logger.info(result, 'expired drafts removed');
      return result;
    } catch (error) {
      const { code, name } = error as { code?: unknown; name?: unknown };
      logger.warn({ code: code ?? name }, 'draft sweep failed; retried at the next pass');
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
