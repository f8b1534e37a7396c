import { and, eq, gt, sql } from 'drizzle-orm';
import { draftFiles, drafts } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError } from '../http/errors';
import { hashToken, newSecret, tokenHashOf } from '../lifecycle/tokens';
import type { DraftPatch } from './answers';

/** All answers of one draft together may take this much (each save is limited to 256 KB by its route). */
export const MAX_DRAFT_BYTES = 1024 * 1024;
const DRAFT_TOO_LARGE = 'Your answers have grown too large to keep as a draft; your form still has them all.';

export interface Draft {
  id: string;
  formId: string;
  step: number;
  answers: Record<string, unknown>;
  updatedAt: Date;
  expiresAt: Date;
}

export interface DraftFileView {
  id: string;
  field: string;
  name: string;
  type: string;
  size: number;
}

const draftColumns = {
  id: drafts.id,
  formId: drafts.formId,
  step: drafts.step,
  answers: drafts.answers,
  updatedAt: drafts.updatedAt,
  expiresAt: drafts.expiresAt,
};

const asDraft = (row: Omit<Draft, 'answers'> & { answers: unknown }): Draft => ({
  ...row,
  answers: row.answers as Record<string, unknown>,
});

/** The live draft a token opens, of any form (a resume link), or of one form only (its cookie). A malformed token costs the same lookup. */
export async function findDraft(db: Tx, token: string, now: Date, formId?: string): Promise<Draft | undefined> {
  const [row] = await db
    .select(draftColumns)
    .from(drafts)
    .where(
      and(
        eq(drafts.tokenHash, tokenHashOf(token)),
        gt(drafts.expiresAt, now),
        formId === undefined ? undefined : eq(drafts.formId, formId),
      ),
    );
  return row && asDraft(row);
}

/** When each written or emptied answer was written: the record behind last-write-wins per field. */
const fieldTimesOf = ({ patch, removed }: DraftPatch, now: Date) =>
  JSON.stringify(Object.fromEntries([...Object.keys(patch), ...removed].map((name) => [name, now.toISOString()])));

/** A new draft with the first save's answers; answers its token, which is never stored. */
export async function createDraft(
  db: Tx,
  input: { formId: string; step: number; changes: DraftPatch; expiresAt: Date; now: Date },
): Promise<{ draft: Draft; token: string }> {
  const token = newSecret();
  const [row] = await db
    .insert(drafts)
    .values({
      tokenHash: hashToken(token),
      formId: input.formId,
      step: input.step,
      answers: sql`${JSON.stringify(input.changes.patch)}::jsonb`,
      fieldTimes: sql`${fieldTimesOf(input.changes, input.now)}::jsonb`,
      createdAt: input.now,
      updatedAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning(draftColumns);
  return { draft: asDraft(row!), token };
}

/**
 * Writes one save in a single statement: the changed answers replace theirs, emptied ones go, every other
 * answer stays as the last save that named it left it (last write wins per field, whichever tab wrote).
 */
export async function mergeDraft(
  db: Tx,
  draftId: string,
  input: { step: number; changes: DraftPatch; expiresAt: Date; now: Date },
): Promise<Draft | undefined> {
  const { patch, removed } = input.changes;
  const emptied =
    removed.length > 0
      ? sql` - ARRAY[${sql.join(
          removed.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]`
      : sql``;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(drafts)
      .set({
        step: input.step,
        answers: sql`(${drafts.answers}${emptied}) || ${JSON.stringify(patch)}::jsonb`,
        fieldTimes: sql`${drafts.fieldTimes} || ${fieldTimesOf(input.changes, input.now)}::jsonb`,
        updatedAt: input.now,
        expiresAt: input.expiresAt,
      })
      .where(and(eq(drafts.id, draftId), gt(drafts.expiresAt, input.now)))
      .returning({ ...draftColumns, bytes: sql<number>`octet_length(${drafts.answers}::text)` });
    if (!row) return undefined;
    // Rolled back: the draft keeps its last answers that fit.
    if (Number(row.bytes) > MAX_DRAFT_BYTES) throw new ApiError(413, DRAFT_TOO_LARGE);
    const { bytes: _bytes, ...draft } = row;
    return asDraft(draft);
  });
}

export async function filesOfDraft(db: Tx, draftId: string): Promise<DraftFileView[]> {
  return db
    .select({ id: draftFiles.id, field: draftFiles.field, name: draftFiles.name, type: draftFiles.type, size: draftFiles.size })
    .from(draftFiles)
    .where(eq(draftFiles.draftId, draftId))
    .orderBy(draftFiles.field);
}

/** Deletes a draft and its file rows; answers the storage keys of its files, for the caller to remove once committed. */
export async function deleteDraft(db: Tx, draftId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx.delete(draftFiles).where(eq(draftFiles.draftId, draftId)).returning({ key: draftFiles.storageKey });
    await tx.delete(drafts).where(eq(drafts.id, draftId));
    return files.map((file) => file.key);
  });
}
