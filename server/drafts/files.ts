import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { draftFiles, drafts } from '../db/schema';
import { ApiError } from '../http/errors';
import { finalKeyOf } from '../storage/keys';
import type { Storage, StoredFile } from '../storage/storage';
import type { Upload } from '../submissions/upload';
import type { DraftFileView } from './queries';

/** Where a storage failure after the commit is reported; the storage sweeper removes what is left. */
export interface DraftFileLog {
  warn: (fields: object, message: string) => void;
}

type FileDeps = Pick<AppDeps, 'db' | 'storage'>;

/** A file or an e-mail needs a draft to belong to: the first save of the answers makes it. */
export const saveDraftFirst = () => new ApiError(409, 'Save the draft first');

/** Removes stored files whose rows are gone; what fails now is an orphan the storage sweeper removes within hours. */
export async function removeStoredFiles(storage: Storage, keys: string[], log?: DraftFileLog): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((error: unknown) => {
        const { code, name } = error as { code?: unknown; name?: unknown };
        log?.warn({ code: code ?? name }, 'draft file removal failed; the storage sweeper will remove it');
      }),
    ),
  );
}

/**
 * Keeps a checked file as the draft's file of a field path, replacing the one it had there. As a submission's
 * files: the bytes go under a temporary key, the row is written with the final key, the file is promoted once
 * the row has committed (a crash in between is finished by the storage sweeper).
 */
export async function saveDraftFile(
  deps: FileDeps,
  input: { draftId: string; field: string; upload: Upload; now: Date; expiresAt: Date; log?: DraftFileLog },
): Promise<DraftFileView> {
  const { draftId, field, upload } = input;
  const temporary = await deps.storage.put(upload.tempPath);
  const view: DraftFileView = { id: randomUUID(), field, name: upload.name, type: upload.type, size: upload.size };
  let replaced: string[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      // The draft row is locked: two uploads to one field take turns, and a draft deleted meanwhile keeps no file.
      const [draft] = await tx.select({ id: drafts.id }).from(drafts).where(eq(drafts.id, draftId)).for('update');
      if (!draft) throw saveDraftFirst();
      const old = await tx
        .delete(draftFiles)
        .where(and(eq(draftFiles.draftId, draftId), eq(draftFiles.field, field)))
        .returning({ key: draftFiles.storageKey });
      await tx.insert(draftFiles).values({ ...view, draftId, storageKey: finalKeyOf(temporary), createdAt: input.now });
      await tx.update(drafts).set({ updatedAt: input.now, expiresAt: input.expiresAt }).where(eq(drafts.id, draftId));
      return old.map((row) => row.key);
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, [temporary], input.log);
    throw error;
  }
  await deps.storage.promote(temporary).catch((error: unknown) => {
    const { code, name } = error as { code?: unknown; name?: unknown };
    input.log?.warn({ code: code ?? name }, 'draft file promotion failed; the storage sweeper will finish it');
  });
  await removeStoredFiles(deps.storage, replaced, input.log);
  return view;
}

/** Forgets the draft's file of a field path (the applicant removed it); nothing happens when there is none. */
export async function removeDraftFile(
  deps: FileDeps,
  input: { draftId: string; field: string; now: Date; expiresAt: Date; log?: DraftFileLog },
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(draftFiles)
      .where(and(eq(draftFiles.draftId, input.draftId), eq(draftFiles.field, input.field)))
      .returning({ key: draftFiles.storageKey });
    if (rows.length > 0) {
      await tx.update(drafts).set({ updatedAt: input.now, expiresAt: input.expiresAt }).where(eq(drafts.id, input.draftId));
    }
    return rows.map((row) => row.key);
  });
  await removeStoredFiles(deps.storage, removed, input.log);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A draft's file with its bytes, or undefined (unknown id, another draft's file, bytes gone). */
export async function openDraftFile(
  deps: FileDeps,
  draftId: string,
  fileId: string,
): Promise<(DraftFileView & { stored: StoredFile }) | undefined> {
  if (!UUID.test(fileId)) return undefined;
  const [row] = await deps.db
    .select()
    .from(draftFiles)
    .where(and(eq(draftFiles.id, fileId), eq(draftFiles.draftId, draftId)));
  if (!row) return undefined;
  const stored = await deps.storage.open(row.storageKey);
  return stored && { id: row.id, field: row.field, name: row.name, type: row.type, size: row.size, stored };
}
