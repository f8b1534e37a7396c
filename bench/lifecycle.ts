import { runLifecycleBench } from '../server/bench/lifecycle-bench';
import { benchOutbox } from '../server/bench/outbox-bench';
import type { ProductRow } from './table';

const figure = (value: number, unit: string) =>
  unit === 'ms' ? `${value.toFixed(value >= 100 ? 0 : 1)} ms` : `${value} ${unit === 'count' ? '' : unit}`.trim();

/** After Submit: organisers' listing at 10,000 applications, the last-seat race, outbox delivery to a local SMTP sink. */
export async function runLifecycleProductBench(): Promise<ProductRow[]> {
  const measures = await runLifecycleBench();
  const rows: ProductRow[] = measures.map((measure) => ({
    area: 'lifecycle (PGlite)',
    measure: measure.name,
    value: `${figure(measure.value, measure.unit)} (load ${measure.load})`,
    target: measure.target,
    met: measure.met,
  }));
  const outbox = await benchOutbox({ messages: 1_000 });
  rows.push({
    area: 'lifecycle (PGlite)',
    measure: `outbox: ${outbox.messages} queued e-mails delivered to a local SMTP sink`,
    value: `${outbox.perSecond.toFixed(0)} messages/s (${outbox.seconds.toFixed(1)} s)`,
  });
  return rows;
}
