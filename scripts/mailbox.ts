import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSmtpSink } from '../server/mail/smtp-sink';

/**
 * `npm run mailbox`: a local SMTP server for people running the site. Keeps each message as an .eml
 * file and prints one line per message with the links of its text part (the private page at once).
 */
const port = Number(process.env.MAILBOX_PORT || 2525);
const dir = resolve(process.env.MAILBOX_DIR || 'data/mailbox');
mkdirSync(dir, { recursive: true });

const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
const clock = (date: Date) => date.toTimeString().slice(0, 8);
let received = 0;

const sink = await startSmtpSink({
  port,
  onMessage: (message) => {
    received += 1;
    const file = join(dir, `${message.receivedAt.toISOString().replace(/[:.]/g, '-')}-${String(received).padStart(4, '0')}.eml`);
    writeFileSync(file, message.raw);
    // The files are the mailbox; memory stays flat however long it runs.
    sink.clear();
    console.log(
      [clock(message.receivedAt), `to ${message.to.join(', ')}`, JSON.stringify(message.subject), ...linksIn(message.text)].join('  '),
    );
  },
}).catch((error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is taken: set MAILBOX_PORT to another one.` : error.message);
  process.exit(1);
});

console.log(`Mailbox listening on ${sink.url}, saving each message to ${dir}`);
console.log(`Send the site's e-mail here:  SMTP_URL=${sink.url} npm start`);
console.log('Press Ctrl+C to stop.\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sink.close().then(() => process.exit(0));
  });
}
