import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Gaussian noise: compresses as badly as a detailed photo (sharp ignores the background then). */
export const noisyImage = (width: number, height: number, sigma = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } });

/** What a phone writes into a photo: its make and model, and where it was taken (Cairo). */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
  // IFD3 is the GPS directory.
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '31/1 14/1 9/1' },
};

/** The GPS IFD pointer tag (0x8825) as a little-endian EXIF block, which libvips writes, stores it. */
export const hasGpsPointer = (exif: Buffer | undefined) => exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));

/**
 * A JPEG as a phone takes it: stored sideways with EXIF orientation 6 (shown turned 90° clockwise),
 * EXIF with GPS, XMP and a Display P3 profile. `noise` makes it as hard to compress as a real photo.
 */
export async function phoneJpeg({ width = 64, height = 48, quality = 90, noise = false } = {}): Promise<Buffer> {
  const image = noise
    ? noisyImage(width, height)
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } } });
  return image
    .jpeg({ quality })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of valid PNG whose header declares width × height pixels (a pixel flood). */
export function pixelFloodPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // One row of zeros: decoding the rest would be the attack.
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(Math.min(width, 100_000) * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first half of a real JPEG, as an interrupted copy leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await noisyImage(200, 150).jpeg({ quality: 90 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}
