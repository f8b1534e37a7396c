import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootcampEntries } from '../test-support/answers';
import { postMultipart } from '../test-support/requests';
import { startS3Server, type S3Server } from '../test-support/s3-server';
import { keysOf } from '../test-support/storage-fixtures';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { S3Storage } from './s3-storage';
import { sweepStorage } from './sweep-pass';

interface StoredPhoto {
  mediaId: string;
  size: number;
}

let s3: S3Server;
let storage: S3Storage;
let scratchDir: string;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  scratchDir = mkdtempSync(join(tmpdir(), 'sac-scratch-'));
  storage = new S3Storage(s3.config, scratchDir);
  t = await createTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  storage.destroy();
  await s3.close();
  rmSync(scratchDir, { recursive: true, force: true });
});

let n = 0;
/** A fresh applicant each time, so no duplicate is refused unless asked for. */
const apply = (app = t.app, overrides: Record<string, unknown> = {}) => {
  n += 1;
  const entries = bootcampEntries({ email: `s3-${n}@example.com`, national_id: `2980101123${String(5000 + n)}`, ...overrides });
  return postMultipart(app, '/api/v1/bootcamp-participants', entries);
};
const photoOf = async (id: number) => {
  const answer = await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: auth });
  const rows = answer.json().data as { id: number; data: Record<string, StoredPhoto> }[];
  return rows.find((row) => row.id === id)!.data.personal_photo!;
};
const media = (mediaId: string) => t.app.inject({ url: `/api/v1/admin/media/${mediaId}`, headers: auth });
const rowCount = async () => {
  const answer = await t.app.inject({ url: '/api/v1/admin/applications?kind=bootcamp', headers: auth });
  return answer.json().total as number;
};

describe('an app whose files live in an S3-compatible bucket', () => {
  it('stores a bootcamp application’s photos in the bucket and serves them back to organisers', async () => {
    const finals = await keysOf(storage, 'final');
    const response = await apply();
    expect(response.statusCode, response.body).toBe(201);
    const photo = await photoOf(response.json().data.id);

    const file = await media(photo.mediaId);
    expect([file.statusCode, file.headers['content-type'], Number(file.headers['content-length'])]).toEqual([200, 'image/png', photo.size]);
    expect(file.rawPayload.length).toBe(photo.size);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect(await keysOf(storage, 'final')).toHaveLength(finals.length + 3);
    expect([await keysOf(storage, 'temporary'), readdirSync(storage.tmpDir)]).toEqual([[], []]);
  });

  it("answers HEAD with the file's headers from its size alone, never downloading the object", async () => {
    const photo = await photoOf((await apply()).json().data.id);
    const opened = vi.spyOn(storage, 'open');
    try {
      const head = await t.app.inject({ method: 'HEAD', url: `/api/v1/admin/media/${photo.mediaId}`, headers: auth });
      expect([head.statusCode, head.headers['content-type'], Number(head.headers['content-length']), head.rawPayload.length]).toEqual([
        200,
        'image/png',
        photo.size,
        0,
      ]);
      expect(head.headers['content-disposition']).toMatch(/^inline; filename=/);
      expect(opened).not.toHaveBeenCalled(); // Fastify's automatic HEAD read the whole object to throw it away
      const missing = await t.app.inject({
        method: 'HEAD',
        url: '/api/v1/admin/media/00000000-0000-4000-8000-000000000000',
        headers: auth,
      });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'HEAD', url: `/api/v1/admin/media/${photo.mediaId}` })).statusCode).toBe(401);
    } finally {
      opened.mockRestore();
    }
  });

  it('leaves no object when the transaction fails (a duplicate applicant, 409)', async () => {
    const first = await apply();
    expect(first.statusCode).toBe(201);
    const finals = await keysOf(storage, 'final');
    const duplicate = await apply(t.app, { email: `s3-${n}@example.com`, national_id: '29801011239999' });
    expect(duplicate.statusCode).toBe(409);
    expect([await keysOf(storage, 'final'), await keysOf(storage, 'temporary'), readdirSync(storage.tmpDir)]).toEqual([finals, [], []]);
  });

  it('answers 404 for a row whose object is gone', async () => {
    const photo = await photoOf((await apply()).json().data.id);
    const [row] = await t.deps.db.query.media.findMany({ where: (m, { eq }) => eq(m.id, photo.mediaId) });
    await storage.remove(row!.storageKey);
    expect((await media(photo.mediaId)).statusCode).toBe(404);
  });

  it('keeps the answer when promotion fails after commit; the sweeper promotes the file', async () => {
    class PromotionDown extends S3Storage {
      override async promote(): Promise<string> {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      }
    }
    const cutShort = new PromotionDown(s3.config, scratchDir);
    const response = await apply(await t.another({ storage: cutShort }));
    cutShort.destroy();
    expect(response.statusCode).toBe(201);
    const photo = await photoOf(response.json().data.id);
    expect((await media(photo.mediaId)).statusCode).toBe(404); // committed, not promoted yet
    expect(await sweepStorage({ db: t.deps.db, storage })).toMatchObject({ promoted: 3 });
    expect((await media(photo.mediaId)).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the bucket is unreachable, storing nothing, and serves again once it is back', async () => {
    const photo = await photoOf((await apply()).json().data.id);
    const rows = await rowCount();
    await s3.stop();
    try {
      const file = await media(photo.mediaId);
      expect([file.statusCode, file.headers['retry-after']]).toEqual([503, '30']);
      const submission = await apply();
      expect([submission.statusCode, submission.headers['retry-after']]).toEqual([503, '30']);
      expect(readdirSync(storage.tmpDir)).toEqual([]);
    } finally {
      await s3.start();
    }
    expect(await rowCount()).toBe(rows);
    expect((await media(photo.mediaId)).statusCode).toBe(200);
    expect((await apply()).statusCode).toBe(201);
  });
});
