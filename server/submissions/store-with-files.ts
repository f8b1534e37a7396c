import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import { media } from '../db/schema';
import type { Tx } from '../db/tx';
import { kindOfForm } from '../lifecycle/kinds';
import { openApplication } from '../lifecycle/open-application';
import type { StoredAnswer } from './idempotency';
import type { StoreInput, SubmissionTarget } from './targets';
import { Upload } from './upload';

interface PendingFile {
  mediaId: string;
  upload: Upload;
}

/** Replaces each received file in the answers by a reference to its media row. */
function referenceFiles(value: unknown, pending: PendingFile[]): unknown {
  if (value instanceof Upload) {
    const mediaId = randomUUID();
    pending.push({ mediaId, upload: value });
    return { mediaId, name: value.name, size: value.size, type: value.type };
  }
  if (Array.isArray(value)) return value.map((item) => referenceFiles(item, pending));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, referenceFiles(item, pending)]));
  }
  return value;
}

/**
 * Stores a submission and its files in one transaction: the row(s), its lifecycle (status, private
 * links, queued e-mail), one media row per file, the files moved from temp into storage, and the
 * answer. If anything fails, the moved files are removed.
 */
export async function storeWithFiles(
  deps: AppDeps,
  target: SubmissionTarget,
  input: StoreInput & { onStored?: (tx: Tx, answer: StoredAnswer) => Promise<void> },
): Promise<StoredAnswer> {
  const pending: PendingFile[] = [];
  const data = referenceFiles(input.data, pending) as Record<string, unknown>;
  const kept: string[] = [];
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const id = await target.store(tx, { ...input, data }, deps);
      if (target.opensApplication) {
        await openApplication(tx, deps, { kind: kindOfForm(input.formId), recordId: id, edition: input.edition, data, fields: input.fields });
      }
      for (const file of pending) {
        const storageKey = await deps.storage.keep(file.upload.tempPath);
        kept.push(storageKey);
        await tx.insert(media).values({
          id: file.mediaId,
          storageKey,
          originalName: file.upload.name,
          mimeType: file.upload.type,
          size: file.upload.size,
          field: file.upload.fieldPath,
          ownerKind: target.ownerKind,
          ownerId: id,
        });
      }
      const answer: StoredAnswer = { statusCode: 201, body: { success: true, data: { id } } };
      await input.onStored?.(tx, answer);
      return answer;
    });
    deps.onMailQueued?.();
    return answer;
  } catch (error) {
    await Promise.all(kept.map((key) => deps.storage.remove(deps.storage.pathOf(key))));
    throw error;
  }
}
