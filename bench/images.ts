import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { phoneJpeg, pixelFloodPng } from '../server/test-support/images';
import { percentile } from './measure';
import { formatDuration, type ProductRow } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

interface ChildResult {
  samples: number[];
  peakExtraMb: number;
  bytesBefore: number;
  bytesAfter: number;
  outcome: { ok: boolean };
}

/** One case in a fresh process (`bench/images-child.ts`), so its peak memory is not another case's. */
async function inChild(file: string, type: string, runs: number): Promise<ChildResult & { median: number; p95: number }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/images-child.ts', file, type, String(runs)], { cwd: root });
  const result = JSON.parse(stdout) as ChildResult;
  const sorted = [...result.samples].sort((a, b) => a - b);
  return { ...result, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const load = () => loadavg()[0]!.toFixed(2);

/**
 * Re-encoding uploads (server/uploads/reencode-image.ts): a 10 MB phone photo, a photo at the pixel
 * cap, and a pixel flood refused from its header.
 */
export async function runImageBench(): Promise<ProductRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'image-bench-'));
  try {
    // 4000 × 3000 of noise at quality 95 compresses like a detailed photo: about 10 MB.
    const phone = join(dir, 'phone.jpg');
    writeFileSync(phone, await phoneJpeg({ width: 4000, height: 3000, quality: 95, noise: true }));
    const capped = join(dir, 'cap.jpg');
    // 8192 × 6144 is MAX_IMAGE_PIXELS, a 50 MP phone's full resolution.
    writeFileSync(capped, await phoneJpeg({ width: 8192, height: 6144, quality: 90 }));
    const flood = join(dir, 'flood.png');
    writeFileSync(flood, pixelFloodPng());
    const capMeta = await sharp(capped).metadata();

    const photo = await inChild(phone, 'image/jpeg', 7);
    const atCap = await inChild(capped, 'image/jpeg', 3);
    const refused = await inChild(flood, 'image/png', 50);
    const area = 'images (sharp, 1 thread)';
    return [
      {
        area,
        measure: `re-encode a ${megabytes(photo.bytesBefore)} 4000 × 3000 phone JPEG (EXIF, GPS, orientation 6): median (p95)`,
        value: `${formatDuration(photo.median)} (p95 ${formatDuration(photo.p95)}), → ${megabytes(photo.bytesAfter)} (load ${load()})`,
        target: '< 1 s',
        met: photo.outcome.ok && photo.p95 < 1000,
      },
      {
        area,
        measure: 'same: peak extra memory of the process',
        value: `${photo.peakExtraMb.toFixed(0)} MB`,
        target: '< 150 MB',
        met: photo.peakExtraMb < 150,
      },
      {
        area,
        measure: `at the pixel cap: ${capMeta.width} × ${capMeta.height} JPEG (${megabytes(atCap.bytesBefore)}), orientation 6`,
        value: `${formatDuration(atCap.median)}, peak extra memory ${atCap.peakExtraMb.toFixed(0)} MB`,
        met: atCap.outcome.ok ? undefined : false,
      },
      {
        area,
        measure: `pixel flood refused: ${refused.bytesBefore}-byte PNG declaring 100,000 × 100,000`,
        value: `${formatDuration(refused.median)} (p95 ${formatDuration(refused.p95)}), peak extra memory ${refused.peakExtraMb.toFixed(0)} MB`,
        target: '< 100 ms',
        met: !refused.outcome.ok && refused.p95 < 100,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
