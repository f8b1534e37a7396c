import os from 'node:os';
import { runBundleBench } from './bundle';
import { runEngineBench } from './engine';
import { runLifecycleProductBench } from './lifecycle';
import { runLighthouseBench } from './lighthouse';
import { rendererBenchNote, runRendererBench } from './renderer';
import { runServerBench } from './server';
import { printProductTable, productRowOf, type ProductRow } from './table';

/** Each part of the product's table; `npm run bench -- bundle lighthouse` runs only those. */
const PARTS: Record<string, () => Promise<ProductRow[]>> = {
  engine: async () => (await runEngineBench()).map(productRowOf),
  renderer: async () => (await runRendererBench()).map(productRowOf),
  bundle: runBundleBench,
  server: runServerBench,
  lifecycle: runLifecycleProductBench,
  lighthouse: runLighthouseBench,
  patterns: async () => (await import('./patterns')).runPatternBench(),
  images: async () => (await import('./images')).runImageBench(),
  console: async () => (await import('./console')).runConsoleBench(),
};

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length > 0) throw new Error(`Unknown bench part(s): ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}`);
const parts = asked.length > 0 ? asked : Object.keys(PARTS);

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const cpus = os.cpus();
console.log(
  `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${new Date().toISOString()}`,
);
console.log(`Load average at start (1, 5, 15 min): ${load()}`);

const rows: ProductRow[] = [];
for (const part of parts) {
  const started = performance.now();
  rows.push(...(await PARTS[part]!()));
  console.log(`${part}: ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load()}`);
}

console.log('\nEngine: medians (p95) of many runs after warmup; baseline Ajv 8 on the equivalent JSON Schema, same run.');
console.log(rendererBenchNote);
console.log(
  "Bundle: entry + the route's lazy chunks + their static imports, gzip -9. Server: `npm run bench:server`. Lighthouse: production build from `npm start`.\n",
);
printProductTable(rows);
