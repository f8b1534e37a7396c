import { Bench } from 'tinybench';
import type { FnOptions } from 'tinybench';
import type { Timing } from './table';

export interface Task {
  name: string;
  fn: () => unknown;
  /** Untimed hooks, e.g. a fresh Ajv instance before each iteration. */
  hooks?: FnOptions;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Runs the tasks one after another with warmup; each runs at least `iterations` times and `time` ms. */
export async function measure(tasks: Task[], options: { time?: number; iterations?: number } = {}): Promise<Map<string, Timing>> {
  const bench = new Bench({
    time: options.time ?? 500,
    iterations: options.iterations ?? 20,
    warmup: true,
    warmupTime: 100,
    warmupIterations: 5,
    retainSamples: true,
    throws: true,
    timestampProvider: 'hrtimeNow',
  });
  for (const task of tasks) bench.add(task.name, task.fn, task.hooks);
  await bench.run();
  const timings = new Map<string, Timing>();
  for (const task of bench.tasks) {
    const { result } = task;
    if (!('latency' in result)) throw new Error(`Task "${task.name}" did not complete (${result.state})`);
    const samples = [...(result.latency.samples ?? [])].sort((a, b) => a - b);
    timings.set(task.name, { median: result.latency.p50, p95: percentile(samples, 0.95), samples: samples.length });
  }
  return timings;
}
