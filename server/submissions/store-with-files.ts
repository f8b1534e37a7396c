import { randomUUID } from 'node:crypto';
import { SOURCE_LANGUAGE } from '../../src/lib/i18n/languages';
import type { AppDeps } from '../deps';
import { media } from '../db/schema';
import type { Tx } from '../db/tx';
import { kindOfForm } from '../lifecycle/kinds';
import { openApplication } from '../lifecycle/open-application';
import { finalKeyOf } from '../storage/keys';
import type { StoredAnswer } from './idempotency';
import type { StoreInput, SubmissionTarget } from './targets';
import { Upload } from './upload';

interface PendingFile {
  mediaId: string;
  upload: Upload;
}

/** Where a failed promotion is reported; the answer stands, the sweeper finishes it (storage/sweeper.ts). */
export interface PromotionLog {
  warn: (fields: object, message: string) => void;
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

/** Stores each file under a temporary key, one after another (memory stays one upload's); removes them all if one fails. */
async function putAll(deps: AppDeps, pending: PendingFile[]): Promise<string[]> {
  const temporaries: string[] = [];
  try {
    for (const file of pending) temporaries.push(await deps.storage.put(file.upload.tempPath));
    return temporaries;
  } catch (error) {
    await removeAll(deps, temporaries);
    throw error;
  }
}

// What cannot be removed now (storage down) is removed by the sweeper once an hour old.
const removeAll = (deps: AppDeps, keys: string[]) => Promise.all(keys.map((key) => deps.storage.remove(key).catch(() => undefined)));

/**
 * Stores a submission and its files. The files go first, under temporary keys no row points to; one
 * transaction then stores the row(s), its lifecycle (status, private links, queued e-mail), one media
 * row per file with its final key, and the answer; once it commits, the files are promoted to those
 * keys. If the transaction fails, the temporaries are removed: no final file ever lacks its row.
 */
export async function storeWithFiles(
  deps: AppDeps,
  target: SubmissionTarget,
  input: StoreInput & { onStored?: (tx: Tx, answer: StoredAnswer) => Promise<void>; log?: PromotionLog },
): Promise<StoredAnswer> {
  const pending: PendingFile[] = [];
  const data = referenceFiles(input.data, pending) as Record<string, unknown>;
  // Outside the transaction: no database connection is held while the bytes travel.
  const temporaries = await putAll(deps, pending);
  let answer: StoredAnswer;
  try {
    answer = await deps.db.transaction(async (tx) => {
      const id = await target.store(tx, { ...input, data }, deps);
      if (target.opensApplication) {
        const kind = kindOfForm(input.formId);
        const { edition, fields, title: formTitle, language = SOURCE_LANGUAGE } = input;
        await openApplication(tx, deps, { kind, recordId: id, edition, data, fields, formTitle, language });
      }
      for (const [index, file] of pending.entries()) {
        await tx.insert(media).values({
          id: file.mediaId,
          storageKey: finalKeyOf(temporaries[index]!),
          originalName: file.upload.name,
          mimeType: file.upload.type,
          size: file.upload.size,
          field: file.upload.fieldPath,
          ownerKind: target.ownerKind,
          ownerId: id,
        });
      }
      const stored: StoredAnswer = { statusCode: 201, body: { success: true, data: { id } } };
      await input.onStored?.(tx, stored);
      return stored;
    });
  } catch (error) {
    await removeAll(deps, temporaries);
    throw error;
  }
  deps.onMailQueued?.();
  await Promise.all(
    temporaries.map((key) =>
      deps.storage.promote(key).catch((error: unknown) => {
        // The rows are stored, so the applicant hears so; the sweeper promotes it at its next pass.
        const { code, name } = error as { code?: unknown; name?: unknown };
        input.log?.warn({ code: code ?? name }, 'file promotion failed; the storage sweeper will finish it');
      }),
    ),
  );
  return answer;
}
