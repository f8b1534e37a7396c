import { rename, rm } from 'node:fs/promises';
import sharp, { type FormatEnum, type Metadata, type Sharp } from 'sharp';

/**
 * Pixels an image may have (all frames of an animation together): 8192 × 6144, the full-resolution
 * mode of today's 50 MP phone sensors; 12 and 48 MP photos fit, 108 and 200 MP modes do not.
 */
export const MAX_IMAGE_PIXELS = 8192 * 6144;
export const MAX_IMAGE_MEGAPIXELS = Math.floor(MAX_IMAGE_PIXELS / 1e6);

// Each upload is decoded once: libvips' cache would only hold memory and the temp file open.
sharp.cache(false);
// One libvips thread per image and at most two images at once: both cores, memory bounded.
sharp.concurrency(1);
const MAX_PARALLEL = 2;

interface Encoder {
  format: keyof FormatEnum;
  encode: (image: Sharp, metadata: Metadata) => Sharp;
}

/**
 * The raster types re-encoded, each in its own format. Without `keepMetadata()` sharp converts the
 * pixels to sRGB through any embedded profile, then writes no EXIF, GPS, XMP, IPTC, ICC or comments.
 */
const ENCODERS: Record<string, Encoder> = {
  // mozjpeg's trellis is 4 to 9 times slower here, and Huffman optimisation buffers the whole image.
  'image/jpeg': { format: 'jpeg', encode: (image) => image.jpeg({ quality: 85, optimiseCoding: false }) },
  'image/png': {
    format: 'png',
    encode: (image, metadata) =>
      image.png(metadata.isPalette ? { palette: true, colours: 2 ** Math.min(metadata.bitsPerSample ?? 8, 8) } : {}),
  },
  'image/webp': { format: 'webp', encode: (image) => image.webp({ quality: 85 }) },
  'image/gif': { format: 'gif', encode: (image) => image.gif() },
};

export const isReencodable = (type: string): boolean => Object.hasOwn(ENCODERS, type);

export type Reencoded =
  { ok: true; size: number } | { ok: false; problem: 'unreadable' } | { ok: false; problem: 'too-many-pixels'; pixels: number };

const UNREADABLE: Reencoded = { ok: false, problem: 'unreadable' };

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    // The slot passes straight to the next waiter, if any.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function reencode(path: string, encoder: Encoder, scratchPath: string): Promise<Reencoded> {
  let metadata: Metadata;
  try {
    // Reads the header only, so a pixel flood is refused before anything is decoded.
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    return UNREADABLE;
  }
  if (metadata.format !== encoder.format) return UNREADABLE;
  const pages = metadata.pages ?? 1;
  const pixels = metadata.width * metadata.height * pages;
  if (pixels > MAX_IMAGE_PIXELS) return { ok: false, problem: 'too-many-pixels', pixels };
  const animated = pages > 1;
  // 'error' still refuses truncated data; 'warning' would also refuse harmless quirks of phone encoders.
  // A crafted progressive JPEG (thousands of scans) can decode for minutes under the pixel cap: give up.
  let image = sharp(path, { animated, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).timeout({ seconds: 15 });
  // Upright before the EXIF orientation goes; libvips cannot turn an animation by 90°.
  if (!animated) image = image.autoOrient();
  let size: number;
  try {
    size = (await encoder.encode(image, metadata).toFile(scratchPath)).size;
  } catch {
    await rm(scratchPath, { force: true });
    return UNREADABLE;
  }
  try {
    await rename(scratchPath, path);
  } catch (error) {
    await rm(scratchPath, { force: true });
    throw error;
  }
  return { ok: true, size };
}

/**
 * Decodes the raster image at `path` and writes it again in the same format, upright, in sRGB and
 * without metadata, through `scratchPath` (left absent either way). The original bytes are gone once
 * this answers `ok`; otherwise `path` is untouched. Unreadable and truncated images, and images of
 * more than MAX_IMAGE_PIXELS (read from the header, before decoding), are answered, not thrown.
 */
export async function reencodeImage(path: string, type: string, scratchPath: string): Promise<Reencoded> {
  const encoder = isReencodable(type) ? ENCODERS[type] : undefined;
  if (!encoder) throw new Error(`${type} is not a type reencodeImage takes`);
  return inTurn(() => reencode(path, encoder, scratchPath));
}
