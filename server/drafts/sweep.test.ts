import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFiles, drafts } from '../db/schema';
import { sweepStorage } from '../storage/sweep-pass';
import { png } from '../test-support/requests';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { sweepDrafts } from './sweep';
import { startDraftSweeper } from './sweeper';
import { TestBrowser } from './test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const photo = { file: png(), name: 'photo.png', type: 'image/png' };
// Just after the bootcamp drafts' end (16 September plus 7 days, Cairo time); the team's window closes on the 26th.
const AFTER_BOOTCAMP_EXPIRY = new Date('2025-09-24T00:00:01+03:00');

async function draftWithFile(formId: string, field: string): Promise<{ id: string; keys: string[] }> {
  const tab = new TestBrowser(t.app);
  await tab.save(formId, { answers: {} });
  const saved = await tab.putFile(formId, field, photo);
  expect(saved.statusCode, saved.body).toBe(200);
  const [row] = await t.deps.db.select().from(draftFiles).where(eq(draftFiles.id, saved.json().data.id));
  return { id: row!.draftId, keys: [row!.storageKey] };
}

const exists = async (key: string) => {
  const file = await t.deps.storage.open(key);
  file?.stream.destroy();
  return file !== undefined;
};
const draftIds = async () => (await t.deps.db.select({ id: drafts.id }).from(drafts)).map((row) => row.id);

describe('sweepDrafts', () => {
  it('deletes the drafts expired by now with their files, and keeps the others', async () => {
    const bootcamp = await draftWithFile('bootcamp', 'personal_photo');
    const team = await draftWithFile('hackathon-team', 'team_photo');
    const beforeExpiry = new Date('2025-09-23T23:59:00+03:00');
    expect(await sweepDrafts({ db: t.deps.db, storage: t.deps.storage, now: beforeExpiry })).toEqual({ draftsRemoved: 0, filesRemoved: 0 });
    const result = await sweepDrafts({ db: t.deps.db, storage: t.deps.storage, now: AFTER_BOOTCAMP_EXPIRY });
    expect(result.draftsRemoved).toBeGreaterThanOrEqual(1);
    expect(await draftIds()).not.toContain(bootcamp.id);
    expect(await exists(bootcamp.keys[0]!)).toBe(false);
    expect(await draftIds()).toContain(team.id);
    expect(await exists(team.keys[0]!)).toBe(true);
  });
});

describe('the storage sweeper', () => {
  it('keeps the files of live drafts, and removes a draft file whose row is gone', async () => {
    const kept = await draftWithFile('hackathon-team', 'team_photo');
    const lost = await draftWithFile('hackathon-team', 'team_photo');
    // As if the draft sweeper had deleted the rows and then failed to reach the storage.
    await t.deps.db.delete(drafts).where(eq(drafts.id, lost.id));
    await sweepStorage({ db: t.deps.db, storage: t.deps.storage, maxAgeMs: 0, now: new Date(Date.now() + 1000) });
    expect(await exists(kept.keys[0]!)).toBe(true);
    expect(await exists(lost.keys[0]!)).toBe(false);
  });
});

describe('startDraftSweeper', () => {
  it('sweeps at start and on demand, logs counts only, and stops', async () => {
    const expiring = await draftWithFile('bootcamp', 'national_id_front');
    const lines: { fields: object; message: string }[] = [];
    const log = (fields: object, message: string) => void lines.push({ fields, message });
    const logger = { info: log, warn: log };
    const sweeper = startDraftSweeper({ db: t.deps.db, storage: t.deps.storage, logger, now: () => AFTER_BOOTCAMP_EXPIRY });
    expect(await sweeper.sweep()).toEqual({ draftsRemoved: 0, filesRemoved: 0 }); // the pass at start took it
    await sweeper.stop();
    expect(await draftIds()).not.toContain(expiring.id);
    expect(lines).toEqual([{ fields: { draftsRemoved: 1, filesRemoved: 1 }, message: 'expired drafts removed' }]);
    expect(await sweeper.sweep()).toBeUndefined(); // stopped
  });

  it('logs a failed pass by its code and carries on', async () => {
    const lines: { fields: object; message: string }[] = [];
    const logger = { info: () => undefined, warn: (fields: object, message: string) => lines.push({ fields, message }) };
    const refused = Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
    const failing = { ...t.deps.db, transaction: () => Promise.reject(refused) } as unknown as typeof t.deps.db;
    const sweeper = startDraftSweeper({ db: failing, storage: t.deps.storage, logger, now: () => AFTER_BOOTCAMP_EXPIRY });
    await sweeper.stop();
    expect(lines).toEqual([{ fields: { code: 'ECONNREFUSED' }, message: 'draft sweep failed; retried at the next pass' }]);
  });
});
