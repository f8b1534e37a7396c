// A local SMTP sink for the tests and `npm run mailbox` (dev dependencies); the server never loads it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted, parsed. */
export interface SinkMessage {
  /** The envelope's recipients (RCPT TO), which is where the message really went. */
  to: string[];
  from: string;
  subject: string;
  messageId?: string;
  text: string;
  /** The HTML part with its cid: links kept as sent. */
  html: string;
  attachments: { filename?: string; contentType: string; cid?: string; content: Buffer }[];
  /** The message as received, for .eml files. */
  raw: Buffer;
  receivedAt: Date;
}

export interface SmtpSinkOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Start refusing every message with this reply code (e.g. 451). */
  failWith?: number | null;
  /** Called with each accepted message, after it is in `messages`. */
  onMessage?: (message: SinkMessage) => void;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Accepted messages, in arrival order; a message is here before the client hears "250". */
  messages: SinkMessage[];
  /** Resolves with all messages once at least `count` arrived; rejects after `timeoutMs` saying how many did. */
  waitFor: (count: number, timeoutMs?: number) => Promise<SinkMessage[]>;
  /** Resolves with the first message (already here or still to come) that `match` accepts. */
  waitForMessage: (match: (message: SinkMessage) => boolean, timeoutMs?: number) => Promise<SinkMessage>;
  /** Refuse every message with this reply code (4xx: try later, 5xx: never), or accept again with null. */
  setFailing: (code: number | null) => void;
  /** Forget the messages received so far (counts for waitFor restart). */
  clear: () => void;
  close: () => Promise<void>;
}

/**
 * A local SMTP server that keeps what it receives: no TLS, any login or none, parsed with mailparser.
 * For tests, browser journeys and `npm run mailbox`.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<{ check: () => boolean; fail: (reason: string) => void }>();
  let failing = options.failWith ?? null;

  const accept = (message: SinkMessage) => {
    messages.push(message);
    for (const waiter of [...waiters]) waiter.check();
    options.onMessage?.(message);
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    logger: false,
    disableReverseLookup: true,
    // Pooled clients keep idle connections open; do not wait 30 s for them on close.
    closeTimeout: 200,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing !== null) {
          callback(Object.assign(new Error(`The sink refuses messages (set to ${failing})`), { responseCode: failing }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw, { keepCidLinks: true })
          .then((parsed) => {
            accept({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              messageId: parsed.messageId,
              text: parsed.text ?? '',
              html: parsed.html || '',
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                cid: a.cid,
                content: a.content,
              })),
              raw,
              receivedAt: new Date(),
            });
            callback();
          })
          // A parse error, or onMessage throwing: the client hears an error instead of waiting.
          .catch(callback);
      });
    },
  });

  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server.server, 'listening');
  const { port, address } = server.server.address() as AddressInfo;

  function waitUntil<T>(found: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const waiter = {
        check: () => {
          const value = found();
          if (value === undefined) return false;
          done();
          resolve(value);
          return true;
        },
        fail: (reason: string) => {
          done();
          reject(new Error(`SMTP sink: ${reason} while waiting for ${describe()}`));
        },
      };
      const timer = setTimeout(() => waiter.fail(`${timeoutMs} ms passed`), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(waiter);
      };
      if (!waiter.check()) waiters.add(waiter);
    });
  }

  return {
    url: `smtp://${address}:${port}`,
    port,
    messages,
    waitFor: (count, timeoutMs = 10_000) =>
      waitUntil(
        () => (messages.length >= count ? messages.slice() : undefined),
        timeoutMs,
        () => `${count} message(s); ${messages.length} arrived`,
      ),
    waitForMessage: (match, timeoutMs = 10_000) =>
      waitUntil(
        () => messages.find(match),
        timeoutMs,
        () => `a matching message among ${messages.length}`,
      ),
    setFailing: (code) => {
      failing = code;
    },
    clear: () => {
      messages.length = 0;
    },
    close: async () => {
      for (const waiter of [...waiters]) waiter.fail('the sink closed');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
