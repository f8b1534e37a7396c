import os from 'node:os';
import { runEngineBench } from './engine';
import { rendererBenchNote, runRendererBench } from './renderer';
import { printTable } from './table';

const cpus = os.cpus();
console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`);
console.log('Times are medians (p95) of many runs after warmup; the baseline is Ajv 8 on the equivalent JSON Schema.\n');

printTable(await runEngineBench());

console.log(`\n${rendererBenchNote}\n`);
printTable(await runRendererBench());
