import { copyFileSync, readFileSync, rmSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { reencodeImage } from '../server/uploads/reencode-image';

/**
 * One case of `bench/images.ts` in a process of its own, so that its peak memory is its own:
 * `images-child.ts <file> <type> <runs>` prints `{ samples, peakExtraMb, bytesBefore, bytesAfter, outcome }`.
 */
const [input, type, runsText] = process.argv.slice(2);
if (!input || !type) throw new Error('usage: images-child.ts <file> <type> <runs>');
const runs = Number(runsText ?? '5');

const mb = (bytes: number) => bytes / 2 ** 20;
/** Linux keeps the peak resident size (VmHWM); elsewhere sampling every 5 ms stands in. */
const highWater = () => {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024 || 0;
  } catch {
    return 0;
  }
};

// libvips loads on first use: the baseline is a process that has already re-encoded something.
await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
  .jpeg()
  .toBuffer();
const baseline = mb(process.memoryUsage().rss);
let sampled = baseline;
const sampler = setInterval(() => {
  sampled = Math.max(sampled, mb(process.memoryUsage().rss));
}, 5);

const work = `${input}.work`;
const samples: number[] = [];
let outcome: unknown;
for (let run = 0; run < runs; run += 1) {
  copyFileSync(input, work);
  const started = performance.now();
  outcome = await reencodeImage(work, type, `${work}.scratch`);
  samples.push(performance.now() - started);
}
clearInterval(sampler);
const bytesAfter = statSync(work).size;
rmSync(work, { force: true });
const peakExtraMb = Math.max(sampled, highWater()) - baseline;
console.log(JSON.stringify({ samples, peakExtraMb, bytesBefore: statSync(input).size, bytesAfter, outcome }));
