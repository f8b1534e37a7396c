import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/client';
import { enqueueMail } from '../mail/enqueue';
import { startOutboxWorker } from '../mail/outbox-worker';
import { createMailRenderer } from '../mail/renderer';
import { createMailTransport } from '../mail/transport';
import { startSmtpSink } from '../mail/smtp-sink';

export interface OutboxBenchResult {
  messages: number;
  seconds: number;
  perSecond: number;
}

/**
 * Delivery throughput: `messages` rendered 'received' e-mails queued in a fresh PGlite database, then
 * timed from the first claim until the last is marked sent, through the pooled transport to a local sink.
 */
export async function benchOutbox(opts: { messages?: number } = {}): Promise<OutboxBenchResult> {
  const messages = opts.messages ?? 1_000;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'sac-outbox-bench-'));
  const database = await openDatabase({ dataDir });
  const sink = await startSmtpSink();
  const transport = createMailTransport(sink.url);
  try {
    await database.migrate();
    const renderer = await createMailRenderer();
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= messages; i += 1) {
        const vars = {
          name: `Bench Applicant ${i}`,
          applicationLabel: 'the bootcamp',
          statusLink: `https://apply.example.test/application/bench${i}`,
          edition: 2025,
        };
        await enqueueMail(tx, renderer, { template: 'received', to: `bench${i}@example.test`, applicationId: null, vars });
      }
    });
    const worker = startOutboxWorker({ db: database.db, transport, from: 'Bench <bench@example.test>', pollMs: 3_600_000 });
    const started = performance.now();
    const sent = await worker.drain();
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    if (sent !== messages || sink.messages.length !== messages)
      throw new Error(`Outbox bench: ${sent} sent, ${sink.messages.length} received of ${messages}`);
    return { messages, seconds, perSecond: messages / seconds };
  } finally {
    transport.close();
    await sink.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx server/bench/outbox-bench.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchOutbox({ messages: Number(process.env.BENCH_MESSAGES ?? 1_000) });
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `Outbox: ${result.messages} messages in ${result.seconds.toFixed(2)} s, ${result.perSecond.toFixed(0)} messages/s (PGlite, local SMTP sink; load average ${load})`,
  );
}
