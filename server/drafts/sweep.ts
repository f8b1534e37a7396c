import { inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { draftFiles, drafts } from '../db/schema';
import type { Storage } from '../storage/storage';
import { removeStoredFiles, type DraftFileLog } from './files';

/** Drafts deleted per transaction: a pass over a large backlog holds no lock for long. */
const BATCH = 200;

export interface DraftSweepResult {
  draftsRemoved: number;
  filesRemoved: number;
}

/**
 * Deletes every draft expired at `now` with its files. Rows go first, a batch per transaction (SKIP LOCKED:
 * several instances share the work); the bytes are removed after the commit, and what cannot be removed
 * then has no row left, so the storage sweeper removes it.
 */
export async function sweepDrafts(options: { db: Db; storage: Storage; now: Date; log?: DraftFileLog }): Promise<DraftSweepResult> {
  const { db, storage, now, log } = options;
  const result: DraftSweepResult = { draftsRemoved: 0, filesRemoved: 0 };
  for (;;) {
    const { ids, keys } = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: drafts.id })
        .from(drafts)
        .where(lte(drafts.expiresAt, now))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const expiredIds = expired.map((row) => row.id);
      if (expiredIds.length === 0) return { ids: [], keys: [] };
      const files = await tx.delete(draftFiles).where(inArray(draftFiles.draftId, expiredIds)).returning({ key: draftFiles.storageKey });
      await tx.delete(drafts).where(inArray(drafts.id, expiredIds));
      return { ids: expiredIds, keys: files.map((file) => file.key) };
    });
    if (ids.length === 0) return result;
    await removeStoredFiles(storage, keys, log);
    result.draftsRemoved += ids.length;
    result.filesRemoved += keys.length;
    if (ids.length < BATCH) return result;
  }
}
