import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { hasGpsPointer, noisyImage, phoneJpeg, pixelFloodPng, truncatedJpeg } from '../test-support/images';
import { png } from '../test-support/requests';
import { isReencodable, MAX_IMAGE_PIXELS, reencodeImage } from './reencode-image';

const dir = mkdtempSync(join(tmpdir(), 'reencode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** Writes the bytes to a temp file, re-encodes it, and answers the outcome with the file's bytes after. */
async function run(bytes: Buffer, type: string) {
  n += 1;
  const path = join(dir, `${n}.part`);
  const scratch = join(dir, `${n}.scratch`);
  writeFileSync(path, bytes);
  const result = await reencodeImage(path, type, scratch);
  expect(existsSync(scratch)).toBe(false); // the scratch file never stays, whatever the outcome
  return { result, after: readFileSync(path), path };
}

describe('reencodeImage strips what a phone writes', () => {
  it('drops EXIF (GPS included), XMP and ICC, and turns the photo upright', async () => {
    const photo = await phoneJpeg({ width: 64, height: 48 });
    const before = await sharp(photo).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true); // the fixture really carries a position
    expect([before.orientation, before.width, before.height, before.hasProfile, before.xmp !== undefined]).toEqual([6, 64, 48, true, true]);

    const { result, after, path } = await run(photo, 'image/jpeg');
    const meta = await sharp(after).metadata();
    expect(result).toEqual({ ok: true, size: statSync(path).size });
    expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 64, space: 'srgb', hasProfile: false }); // orientation 6: turned 90°
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('converts Display P3 pixels to sRGB before the profile goes, so colours stay right', async () => {
    // sRGB (200, 100, 50) saved as P3 has other numbers; without conversion they would be shown as they are.
    const p3 = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 100, b: 50 } } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const raw = [...(await sharp(p3, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    expect(Math.abs(raw[0]! - 200)).toBeGreaterThan(5);
    const { after } = await run(p3, 'image/png');
    const pixel = [...(await sharp(after).raw().toBuffer()).subarray(0, 3)];
    pixel.forEach((value, channel) => expect(Math.abs(value - [200, 100, 50][channel]!)).toBeLessThanOrEqual(2));
  });

  it('turns a CMYK JPEG into an sRGB one', async () => {
    const cmyk = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c86432' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const { after } = await run(cmyk, 'image/jpeg');
    expect(await sharp(after).metadata()).toMatchObject({ format: 'jpeg', space: 'srgb', channels: 3 });
  });
});

describe('reencodeImage keeps the format', () => {
  it('a PNG stays a PNG, without its EXIF', async () => {
    const withExif = await sharp(png(6, 4))
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .png()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { result, after } = await run(withExif, 'image/png');
    expect(result.ok).toBe(true);
    const meta = await sharp(after).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 6, height: 4 });
    expect(meta.exif).toBeUndefined();
  });

  it('a palette PNG stays a palette PNG (not three times larger)', async () => {
    const palette = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .png({ palette: true, colours: 16 })
      .toBuffer();
    const { after } = await run(palette, 'image/png');
    expect(await sharp(after).metadata()).toMatchObject({ format: 'png', isPalette: true });
  });

  it('an animated GIF keeps its frames; a WebP stays a WebP', async () => {
    // Four 10 × 10 frames, each a shade darker.
    const frames = Buffer.alloc(10 * 40 * 4, 255).map((value, index) => (index % 4 === 3 ? value : 255 - 50 * Math.floor(index / 400)));
    const gif = await sharp(frames, { raw: { width: 10, height: 40, channels: 4, pageHeight: 10 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(4);
    expect(await sharp((await run(gif, 'image/gif')).after).metadata()).toMatchObject({ format: 'gif', pages: 4, width: 10, height: 10 });
    const webp = await sharp({ create: { width: 10, height: 6, channels: 4, background: '#c8643280' } })
      .webp()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const meta = await sharp((await run(webp, 'image/webp')).after).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 10, height: 6, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
  });

  it('re-encodes the four web raster types only (SVG is checked, not re-encoded)', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].every(isReencodable)).toBe(true);
    expect(['image/svg+xml', 'image/heic', 'image/tiff', 'image/bmp', 'application/pdf', 'toString'].some(isReencodable)).toBe(false);
  });
});

describe('reencodeImage refuses hostile and broken images, leaving the file as it was', () => {
  it('answers a pixel flood (a 370-byte PNG declaring 100,000 × 100,000) from its header, at once', async () => {
    const flood = pixelFloodPng();
    expect(flood.length).toBeLessThan(1000);
    const started = performance.now();
    const { result, after } = await run(flood, 'image/png');
    expect(performance.now() - started).toBeLessThan(250);
    expect(result).toEqual({ ok: false, problem: 'too-many-pixels', pixels: 1e10 });
    expect(after.equals(flood)).toBe(true);
  });

  it('refuses one row more than the cap', async () => {
    const { result } = await run(pixelFloodPng(8192, 6145), 'image/png');
    expect(result).toEqual({ ok: false, problem: 'too-many-pixels', pixels: MAX_IMAGE_PIXELS + 8192 });
  });

  it.each([
    ['a truncated JPEG', () => truncatedJpeg(), 'image/jpeg'],
    [
      'a truncated PNG',
      () =>
        noisyImage(300, 200)
          .png()
          .toBuffer()
          .then((whole) => whole.subarray(0, 2000)),
      'image/png',
    ],
    [
      'bytes that only start like a JPEG',
      () => Promise.resolve(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)])),
      'image/jpeg',
    ],
    ['a PNG said to be a JPEG', () => Promise.resolve(png()), 'image/jpeg'],
  ])('answers %s as unreadable', async (_name, bytes, type) => {
    const sent = await bytes();
    const { result, after } = await run(sent, type);
    expect(result).toEqual({ ok: false, problem: 'unreadable' });
    expect(after.equals(sent)).toBe(true);
  });

  it('throws for a type it does not take (a caller bug, not an applicant error)', async () => {
    await expect(reencodeImage(join(dir, 'none'), 'image/svg+xml', join(dir, 'none.scratch'))).rejects.toThrow('image/svg+xml');
  });

  it('takes many images at once, two at a time, and finishes them all', async () => {
    const photo = await phoneJpeg({ width: 120, height: 90 });
    const results = await Promise.all(Array.from({ length: 6 }, () => run(photo, 'image/jpeg')));
    expect(results.every(({ result }) => result.ok)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.scratch'))).toEqual([]);
  });
});
