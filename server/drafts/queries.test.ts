import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test-support/test-db';
import { createDraft, findDraft, MAX_DRAFT_BYTES, mergeDraft } from './queries';

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await openTestDatabase();
  db = test.database.db;
});
afterAll(() => test.close());

const now = new Date('2025-09-10T09:00:00Z');
const expiresAt = new Date('2025-09-23T20:59:59Z');
const save = (patch: Record<string, unknown>, removed: string[] = [], at = now) => ({
  step: 0,
  changes: { patch, removed },
  expiresAt,
  now: at,
});

describe('draft queries', () => {
  it('finds a draft by its token only, for its own form, while it lives', async () => {
    const { draft, token } = await createDraft(db, { formId: 'bootcamp', ...save({ name_en: 'Mona' }) });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findDraft(db, token, now, 'bootcamp')).toEqual(draft);
    expect(await findDraft(db, token, now)).toEqual(draft);
    expect(await findDraft(db, token, now, 'hackathon-team')).toBeUndefined();
    expect(await findDraft(db, token, expiresAt)).toBeUndefined(); // expired the moment it ends
    expect(await findDraft(db, `${token.slice(0, -1)}!`, now)).toBeUndefined(); // corrupted
  });

  it('keeps every field when saves of different fields race (last write wins per field, never per draft)', async () => {
    const { draft } = await createDraft(db, { formId: 'bootcamp', ...save({}) });
    const fields = Array.from({ length: 20 }, (_, index) => `field_${index}`);
    await Promise.all(fields.map((name, index) => mergeDraft(db, draft.id, save({ [name]: index }))));
    const merged = await mergeDraft(db, draft.id, save({ field_0: 'last' }, ['field_1']));
    const expected: Record<string, unknown> = { ...Object.fromEntries(fields.map((name, index) => [name, index])), field_0: 'last' };
    delete expected.field_1; // emptied by the last save
    expect(merged!.answers).toStrictEqual(expected);
  });

  it('refuses a save that would make the draft larger than 1 MB, keeping its answers (413)', async () => {
    const { draft } = await createDraft(db, { formId: 'bootcamp', ...save({ kept: 'yes' }) });
    const chunk = 'x'.repeat(200 * 1024);
    for (let index = 0; index < 4; index += 1) await mergeDraft(db, draft.id, save({ [`long_${index}`]: chunk }));
    await expect(mergeDraft(db, draft.id, save({ one_too_many: chunk.repeat(2) }))).rejects.toMatchObject({ statusCode: 413 });
    const kept = await mergeDraft(db, draft.id, save({}));
    expect(Object.keys(kept!.answers).sort()).toEqual(['kept', 'long_0', 'long_1', 'long_2', 'long_3']);
    expect(JSON.stringify(kept!.answers).length).toBeLessThan(MAX_DRAFT_BYTES);
  });

  it('does not write to an expired draft', async () => {
    const { draft } = await createDraft(db, { formId: 'bootcamp', ...save({}) });
    expect(await mergeDraft(db, draft.id, save({ late: true }, [], expiresAt))).toBeUndefined();
  });
});
