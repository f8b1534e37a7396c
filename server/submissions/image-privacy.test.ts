import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootcampEntries } from '../test-support/answers';
import { hasGpsPointer, noisyImage, phoneJpeg, pixelFloodPng, truncatedJpeg } from '../test-support/images';
import { png, postMultipart, type FormValue } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { storedFiles, temporaryFiles } from '../test-support/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface StoredFile {
  mediaId: string;
  name: string;
  size: number;
  type: string;
}

let n = 0;
/** A fresh applicant each time, so only the photo under test can be refused. */
const apply = (overrides: Record<string, unknown>) => {
  n += 1;
  return postMultipart(
    t.app,
    '/api/v1/bootcamp-participants',
    bootcampEntries({ email: `privacy${n}@example.com`, national_id: `2980101123${String(7000 + n)}`, ...overrides }),
  );
};
const rowsOf = async (form: string) =>
  (await t.app.inject({ url: `/api/v1/admin/submissions?form=${form}`, headers: auth })).json().data as {
    id: number;
    data: Record<string, StoredFile>;
  }[];
// Scratch files and files put in storage but never promoted.
const tempFiles = () => [...readdirSync(t.deps.storage.tmpDir), ...temporaryFiles(t.deps.storage)];
const uploads = () => storedFiles(t.deps.storage);

/** The stored file of a field, as organisers download it, with what the answers say of it. */
async function download(form: string, id: number, field: string) {
  const stored = (await rowsOf(form)).find((row) => row.id === id)!.data[field]!;
  const response = await t.app.inject({ url: `/api/v1/admin/media/${stored.mediaId}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return { stored, response, bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
}

describe('photos are stored re-encoded, without what the phone wrote', () => {
  it('a national ID photo loses its EXIF, GPS, XMP and profile, is turned upright and stays a JPEG', async () => {
    const photo = await phoneJpeg({ width: 64, height: 48 });
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await apply({ national_id_front: { file: photo, name: 'front.jpg', type: 'image/jpeg' } });
    expect(response.statusCode, response.body).toBe(201);

    const { stored, response: file, bytes, metadata } = await download('bootcamp', response.json().data.id, 'national_id_front');
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 48, height: 64, hasProfile: false }); // orientation 6 applied
    expect([metadata.exif, metadata.icc, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    // The answers, the media row and the download agree on the new file.
    expect(stored).toEqual({ mediaId: expect.any(String), name: 'front.jpg', size: bytes.length, type: 'image/jpeg' });
    expect(Number(file.headers['content-length'])).toBe(bytes.length);
    expect(bytes.length).not.toBe(photo.length);
    expect(tempFiles()).toEqual([]);
  });

  it('a PNG stays a PNG, without its EXIF', async () => {
    const withExif = await sharp(png(8, 6))
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .png()
      .toBuffer();
    const response = await apply({ personal_photo: { file: withExif, name: 'me.png', type: 'image/png' } });
    expect(response.statusCode, response.body).toBe(201);
    const { stored, metadata } = await download('bootcamp', response.json().data.id, 'personal_photo');
    expect(metadata).toMatchObject({ format: 'png', width: 8, height: 6 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.type).toBe('image/png');
  });
});

describe('hostile and broken images are refused on their field, leaving nothing behind', () => {
  it('refuses a pixel flood (a tiny PNG declaring 100,000 × 100,000) with 413 naming the field, at once', async () => {
    const [files, rows] = [uploads().length, (await rowsOf('bootcamp')).length];
    const started = performance.now();
    const response = await apply({ national_id_front: { file: pixelFloodPng(), name: 'front.png', type: 'image/png' } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: '"National ID (front side)" has 10,000 megapixels; an image may have at most 50.',
      errors: { national_id_front: ['The image has more than 50 megapixels; please choose a smaller one.'] },
    });
    expect([uploads().length, (await rowsOf('bootcamp')).length, tempFiles()]).toEqual([files, rows, []]);
  });

  it('refuses a truncated JPEG with 422 on the field, never 500', async () => {
    const files = uploads().length;
    const response = await apply({ national_id_back: { file: await truncatedJpeg(), name: 'back.jpg', type: 'image/jpeg' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: '"National ID (back side)" could not be read as an image.',
      errors: { national_id_back: ['This image could not be read; please choose another file.'] },
    });
    expect([uploads().length, tempFiles()]).toEqual([files, []]);
  });
});

describe('forms published by organisers', () => {
  const publish = async (id: string, type: 'image' | 'file', validation: Record<string, unknown> = {}) => {
    const field = { name: 'photo', label: 'Photo', type, validation: { required: true, ...validation } };
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/form-steps/${id}`,
      payload: { title: id, steps: [{ title: 'Photo', fields: [field] }] },
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  // The site sends its files before form_id: they are re-encoded once the form is known.
  const send = (formId: string, photo: FormValue) =>
    postMultipart(t.app, '/api/v1/form-response-items', [
      ['photo', photo],
      ['form_id', formId],
    ]);
  const tiff = () =>
    sharp({ create: { width: 6, height: 4, channels: 3, background: '#c86432' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .tiff()
      .toBuffer();

  beforeAll(async () => {
    await publish('privacy-image', 'image', { accept: ['image/*'] });
    await publish('privacy-file', 'file');
    await publish('privacy-small', 'image', { maxSize: 500 });
  });

  it('re-encodes a photo sent before form_id', async () => {
    const response = await send('privacy-image', { file: await phoneJpeg(), name: 'p.jpg', type: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(201);
    const { stored, bytes, metadata } = await download('privacy-image', response.json().data.id, 'photo');
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([48, 64, undefined]);
    expect(stored.size).toBe(bytes.length);
  });

  it("refuses an image that outgrows its field's limit once re-saved (a JPEG saved at quality 5) with 413", async () => {
    const tiny = await noisyImage(64, 64).jpeg({ quality: 5 }).toBuffer();
    expect(tiny.length).toBeLessThan(500);
    const response = await send('privacy-small', { file: tiny, name: 'p.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: '"Photo" is larger than 500 bytes once re-saved.',
      errors: { photo: ['The re-saved image exceeds the maximum size of 500 bytes.'] },
    });
    expect(tempFiles()).toEqual([]);
  });

  it('refuses, in an image field, an image type it cannot re-encode (TIFF here; HEIC alike) with 415', async () => {
    const response = await send('privacy-image', { file: await tiff(), name: 'p.tif', type: 'image/tiff' });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({
      photo: ['The file is an image type that cannot be saved without its metadata here; please send a JPEG or PNG.'],
    });
    expect(tempFiles()).toEqual([]);
  });

  it('re-encodes a photo in a file field too, and keeps other image types there as documents', async () => {
    const photo = await send('privacy-file', { file: await phoneJpeg(), name: 'p.jpg', type: 'image/jpeg' });
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await download('privacy-file', photo.json().data.id, 'photo')).metadata.exif).toBeUndefined();
    const scan = await tiff();
    const document = await send('privacy-file', { file: scan, name: 'scan.tif', type: 'image/tiff' });
    expect(document.statusCode, document.body).toBe(201);
    expect((await download('privacy-file', document.json().data.id, 'photo')).bytes.equals(scan)).toBe(true);
  });
});
