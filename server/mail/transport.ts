import nodemailer from 'nodemailer';

/** One message as the outbox hands it to SMTP: parts and inline images, nothing else. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  attachments: { filename: string; contentType: string; content: string; encoding: 'base64'; cid?: string }[];
}

/** What the outbox worker needs of a transport; a nodemailer transporter is one. */
export interface MailSender {
  sendMail: (email: OutgoingEmail) => Promise<unknown>;
  close?: () => void;
}

const THIRTY_SECONDS = 30_000;

/**
 * A pooled SMTP transport from SMTP_URL (smtp://user:pass@host:587, smtps://...:465). Bounded waits:
 * a server that stops answering fails the attempt (the outbox retries) instead of holding a lease.
 */
export function createMailTransport(smtpUrl: string): MailSender & { close: () => void } {
  if (!/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: THIRTY_SECONDS,
    greetingTimeout: THIRTY_SECONDS,
    socketTimeout: THIRTY_SECONDS,
    dnsTimeout: THIRTY_SECONDS,
  });
}
