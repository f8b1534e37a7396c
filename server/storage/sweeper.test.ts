import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { isStored, keysOf, scratchFile, storageFixtures, type StorageFixture } from '../test-support/storage-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { finalKeyOf } from './keys';
import type { Storage } from './storage';
import { sweepStorage } from './sweep-pass';
import { startStorageSweeper } from './sweeper';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(storageFixtures)('the sweeper on %s storage', (_name, make) => {
  let f: StorageFixture;
  beforeAll(async () => {
    f = await make();
  });
  afterAll(() => f.close());

  const put = (bytes = 'bytes') => f.storage.put(scratchFile(f.storage, bytes));
  const rowFor = (storageKey: string) =>
    t.deps.db.insert(media).values({
      id: randomUUID(),
      storageKey,
      originalName: 'id.png',
      mimeType: 'image/png',
      size: 5,
      field: 'personal_photo',
      ownerKind: 'bootcamp',
      ownerId: 1,
    });

  it('removes what no row points to once an hour old, finishes cut-short promotions, keeps the rest', async () => {
    const orphan = await f.storage.promote(await put()); // its row was deleted
    await f.backdate(orphan, 2 * HOUR);
    const youngOrphan = await f.storage.promote(await put()); // a promotion in flight has its row: young finals stay anyway
    const kept = await f.storage.promote(await put());
    await rowFor(kept);
    await f.backdate(kept, 2 * HOUR);
    const abandoned = await put(); // crashed between put and commit
    await f.backdate(abandoned, 2 * HOUR);
    const inFlight = await put(); // a request between put and commit right now
    const committed = await put(); // crashed between commit and promotion
    await rowFor(finalKeyOf(committed));

    const result = await sweepStorage({ db: t.deps.db, storage: f.storage });
    expect(result).toEqual({ promoted: 1, temporariesRemoved: 1, orphansRemoved: 1, orphansSpared: 0, scratchRemoved: 0 });
    expect(await keysOf(f.storage, 'temporary')).toEqual([inFlight]);
    expect(await keysOf(f.storage, 'final')).toEqual([finalKeyOf(committed), kept, youngOrphan].sort());
    expect(await isStored(f.storage, finalKeyOf(committed))).toBe(true);

    await f.storage.remove(inFlight);
    await f.storage.remove(youngOrphan);
  });

  it('runs at start and stops cleanly, a failed pass logged as a warning and not thrown', async () => {
    const orphan = await f.storage.promote(await put());
    await f.backdate(orphan, 2 * HOUR);
    const logged: { level: string; fields: object; message: string }[] = [];
    const logger = {
      info: (fields: object, message: string) => logged.push({ level: 'info', fields, message }),
      warn: (fields: object, message: string) => logged.push({ level: 'warn', fields, message }),
    };
    const sweeper = startStorageSweeper({ db: t.deps.db, storage: f.storage, logger });
    await sweeper.stop();
    expect(await isStored(f.storage, orphan)).toBe(false);
    expect(logged).toEqual([{ level: 'info', fields: expect.objectContaining({ orphansRemoved: 1 }), message: 'storage swept' }]);

    const unreachable = Object.assign(Object.create(f.storage) as Storage, {
      list: () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    const broken = startStorageSweeper({ db: t.deps.db, storage: unreachable, logger });
    await broken.stop();
    const warning = { level: 'warn', fields: { code: 'ECONNREFUSED' }, message: 'storage sweep failed; retried at the next pass' };
    expect(logged.at(-1)).toEqual(warning);
  });

  it('spares every orphan when most old files have no row (DATABASE_URL names another database?)', async () => {
    const orphans = await Promise.all(Array.from({ length: 12 }, async () => f.storage.promote(await put())));
    for (const key of orphans) await f.backdate(key, 2 * HOUR);
    expect(await sweepStorage({ db: t.deps.db, storage: f.storage })).toMatchObject({ orphansRemoved: 0, orphansSpared: 12 });
    expect(await keysOf(f.storage, 'final')).toEqual(expect.arrayContaining(orphans));
    await Promise.all(orphans.map((key) => f.storage.remove(key)));
  });

  it('leaves a scratch file of a request under way and removes an old one', async () => {
    const young = scratchFile(f.storage, 'being read');
    expect((await sweepStorage({ db: t.deps.db, storage: f.storage })).scratchRemoved).toBe(0);
    expect(existsSync(young)).toBe(true);
    expect((await sweepStorage({ db: t.deps.db, storage: f.storage, now: new Date(Date.now() + 2 * HOUR) })).scratchRemoved).toBe(1);
  });
});
