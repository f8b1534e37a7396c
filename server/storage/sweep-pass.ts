import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { draftFiles, media } from '../db/schema';
import { finalKeyOf } from './keys';
import type { Storage } from './storage';

/** Younger files may belong to a request still under way; older ones without a row never will. */
export const SWEEP_AGE_MS = 60 * 60 * 1000;
/** Row-less final files removed in one pass however few rows there are; more than this must be the minority. */
const FEW_ORPHANS = 10;

export interface SweepResult {
  /** Temporaries whose row had committed: a promotion cut short, finished now. */
  promoted: number;
  temporariesRemoved: number;
  orphansRemoved: number;
  /** Row-less final files kept because most files have no row: the database is probably not this storage's. */
  orphansSpared: number;
  scratchRemoved: number;
}

export interface SweepOptions {
  db: Db;
  storage: Storage;
  /** The clock the ages are measured against (tests). */
  now?: Date;
  maxAgeMs?: number;
}

/** Keys a row points to: a submission's file (media) or a draft's (draft_files, removed by the draft sweeper when it expires). */
async function keysWithRows(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: media.storageKey }).from(media).where(inArray(media.storageKey, keys));
  const drafted = await db.select({ key: draftFiles.storageKey }).from(draftFiles).where(inArray(draftFiles.storageKey, keys));
  return new Set([...rows, ...drafted].map((row) => row.key));
}

async function finishTemporaries(db: Db, storage: Storage, cutoff: Date, result: SweepResult): Promise<void> {
  for await (const page of storage.list('temporary')) {
    const committed = await keysWithRows(
      db,
      page.map((entry) => finalKeyOf(entry.key)),
    );
    for (const entry of page) {
      if (committed.has(finalKeyOf(entry.key))) {
        await storage.promote(entry.key);
        result.promoted += 1;
      } else if (entry.modifiedAt < cutoff) {
        await storage.remove(entry.key);
        result.temporariesRemoved += 1;
      }
    }
  }
}

async function removeOrphans(db: Db, storage: Storage, cutoff: Date, result: SweepResult): Promise<void> {
  const orphans: string[] = [];
  let old = 0;
  for await (const page of storage.list('final')) {
    const aged = page.filter((entry) => entry.modifiedAt < cutoff).map((entry) => entry.key);
    const kept = await keysWithRows(db, aged);
    old += aged.length;
    orphans.push(...aged.filter((key) => !kept.has(key)));
  }
  // A wrong DATABASE_URL (an empty or another edition's database) must not empty the bucket.
  const anyRow =
    (await db.select({ id: media.id }).from(media).limit(1)).length > 0 ||
    (await db.select({ id: draftFiles.id }).from(draftFiles).limit(1)).length > 0;
  if (orphans.length > 0 && (!anyRow || (orphans.length > FEW_ORPHANS && orphans.length * 2 > old))) {
    result.orphansSpared = orphans.length;
    return;
  }
  for (const key of orphans) {
    await storage.remove(key);
    result.orphansRemoved += 1;
  }
}

/**
 * One pass over the storage. What a crash leaves, by the moment it struck (submissions/store-with-files.ts):
 * - while a file was received or checked: a scratch file, removed once an hour old;
 * - after put, before commit (or a rollback whose clean-up failed): a temporary without a row, removed once an hour old;
 * - after commit, before or during promotion: a temporary whose final key has a row, promoted now, whatever its age;
 * - a final file without a row (kept inside the transaction before issue 16, or a row removed by hand): removed once an hour
 *   old; a promotion in flight has its row already.
 * Every step is safe to repeat and to run on several instances at once.
 */
export async function sweepStorage({ db, storage, now = new Date(), maxAgeMs = SWEEP_AGE_MS }: SweepOptions): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const scratchRemoved = await storage.sweepScratch(cutoff);
  const result: SweepResult = { promoted: 0, temporariesRemoved: 0, orphansRemoved: 0, orphansSpared: 0, scratchRemoved };
  await finishTemporaries(db, storage, cutoff, result);
  await removeOrphans(db, storage, cutoff, result);
  return result;
}
