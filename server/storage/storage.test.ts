import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStored, keysOf, scratchFile, storageFixtures, type StorageFixture } from '../test-support/storage-fixtures';
import { finalKeyOf, isTemporaryKey } from './keys';

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

describe.each(storageFixtures)('%s storage', (_name, make) => {
  let f: StorageFixture;
  beforeAll(async () => {
    f = await make();
  });
  afterAll(() => f.close());

  it('answers ping', async () => {
    await expect(f.storage.ping()).resolves.toBeUndefined();
  });

  it('keeps a put file under a temporary key until it is promoted to its final key', async () => {
    const temporary = await f.storage.put(scratchFile(f.storage, 'photo bytes'));
    expect(isTemporaryKey(temporary)).toBe(true);
    expect(await isStored(f.storage, finalKeyOf(temporary))).toBe(false); // no row may point at it yet
    expect(await keysOf(f.storage, 'temporary')).toContain(temporary);

    const key = await f.storage.promote(temporary);
    expect(key).toBe(finalKeyOf(temporary));
    const file = await f.storage.open(key);
    expect([file!.size, await text(file!.stream)]).toEqual([11, 'photo bytes']);
    expect(await isStored(f.storage, temporary)).toBe(false);
    expect(await keysOf(f.storage, 'final')).toContain(key);
    expect(await keysOf(f.storage, 'temporary')).not.toContain(temporary);
  });

  it('stores an empty file', async () => {
    const key = await f.storage.promote(await f.storage.put(scratchFile(f.storage, '')));
    const file = (await f.storage.open(key))!;
    expect([file.size, await text(file.stream)]).toEqual([0, '']);
  });

  it('promotes twice without harm (a retry, or the sweeper finishing a cut-short promotion)', async () => {
    const temporary = await f.storage.put(scratchFile(f.storage, 'twice'));
    const key = await f.storage.promote(temporary);
    expect(await f.storage.promote(temporary)).toBe(key);
    expect(await text((await f.storage.open(key))!.stream)).toBe('twice');
  });

  it("tells a stored file's size without opening it, and undefined for none", async () => {
    const key = await f.storage.promote(await f.storage.put(scratchFile(f.storage, 'eleven byte')));
    expect(await f.storage.sizeOf(key)).toBe(11);
    await f.storage.remove(key);
    expect(await f.storage.sizeOf(key)).toBeUndefined();
  });

  it('removes a file, and removing it again is no error', async () => {
    const key = await f.storage.promote(await f.storage.put(scratchFile(f.storage, 'gone soon')));
    await f.storage.remove(key);
    await f.storage.remove(key);
    expect(await isStored(f.storage, key)).toBe(false);
  });

  it('answers undefined for a key never stored, and refuses keys it never makes', async () => {
    expect(await isStored(f.storage, '00000000-0000-4000-8000-000000000000')).toBe(false);
    await expect(f.storage.open('../admin-token')).rejects.toThrow('Invalid storage key');
    await expect(f.storage.remove('tmp/../../x')).rejects.toThrow('Invalid storage key');
  });

  it('streams 50 MB in and out with flat memory', { timeout: 120_000 }, async () => {
    const path = f.storage.newTempPath();
    const written = createHash('sha256');
    async function* megabytes() {
      for (let i = 0; i < 50; i += 1) {
        const chunk = Buffer.alloc(MB, i);
        written.update(chunk);
        yield chunk;
      }
    }
    await pipeline(megabytes(), createWriteStream(path));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const key = await f.storage.promote(await f.storage.put(path));
      const file = (await f.storage.open(key))!;
      const read = createHash('sha256');
      for await (const chunk of file.stream) {
        read.update(chunk as Buffer);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      expect([file.size, read.digest('hex')]).toEqual([50 * MB, written.digest('hex')]);
    } finally {
      clearInterval(sampler);
      await f.storage.discard(path);
    }
    // Loose: parts are 8 MB, two at a time, and the in-process S3 server keeps its own buffers.
    expect((peak - baseline) / MB).toBeLessThan(100);
  });

  it('starting another instance on the same files deletes nothing of this one’s requests under way', async () => {
    const scratch = scratchFile(f.storage, 'being received');
    const temporary = await f.storage.put(scratchFile(f.storage, 'put, not committed yet'));
    const other = f.another();
    expect(await other.sweepScratch(new Date(Date.now() - HOUR))).toBe(0);
    expect([existsSync(scratch), await isStored(other, temporary)]).toEqual([true, true]);
    await f.storage.discard(scratch);
    await f.storage.remove(temporary);
  });

  it('sweeps only scratch files untouched for an hour, never a request still writing its own', async () => {
    const old = scratchFile(f.storage, 'left by a crash');
    const young = scratchFile(f.storage, 'a request under way');
    await utimes(old, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
    expect(await f.storage.sweepScratch(new Date(Date.now() - HOUR))).toBe(1);
    expect([existsSync(old), existsSync(young)]).toEqual([false, true]);
    await f.storage.discard(young);
    expect(readdirSync(f.storage.tmpDir)).toEqual([]);
  });
});
