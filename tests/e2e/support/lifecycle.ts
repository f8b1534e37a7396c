import type { Page } from 'playwright-core';
import type { SinkMessage, SmtpSink } from '../../../server/mail/smtp-sink';
import type { Site } from './site';

const PRIVATE_LINK = /https?:\/\/\S+?\/application\/[A-Za-z0-9_-]{43}/;
const CONFIRM_LINK = /https?:\/\/\S+?\/bootcamp-confirmation\?token=[A-Za-z0-9_-]{43}/;

/** The first message at the sink to `to` whose subject matches, waiting for it. */
export function mailTo(sink: SmtpSink, to: string, subject: RegExp): Promise<SinkMessage> {
  return sink.waitForMessage((message) => message.to.includes(to) && subject.test(message.subject), 20_000);
}

/** The private link a message's plain-text part carries. */
export function privateLinkIn(message: SinkMessage): string {
  const link = PRIVATE_LINK.exec(message.text ?? '')?.[0];
  if (!link) throw new Error(`No private link in "${message.subject}"`);
  return link;
}

export function confirmLinkIn(message: SinkMessage): string {
  const link = CONFIRM_LINK.exec(message.text ?? '')?.[0];
  if (!link) throw new Error(`No confirmation link in "${message.subject}"`);
  return link;
}

/** Calls an organiser endpoint with the site's bearer token; throws on an unexpected status. */
export async function organiser<T>(site: Site, method: string, path: string, body?: unknown, expected = 200): Promise<T> {
  const response = await fetch(`${site.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${site.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The id of the one application of a kind whose search text holds `q`. */
export async function applicationIdOf(site: Site, kind: string, q: string): Promise<number> {
  const list = await organiser<{ data: { id: number }[] }>(site, 'GET', `/admin/applications?kind=${kind}&q=${encodeURIComponent(q)}`);
  if (list.data.length !== 1) throw new Error(`${list.data.length} ${kind} applications match ${q}`);
  return list.data[0]!.id;
}

/** The private page's status sentence, once shown. */
export async function statusSentence(page: Page, sentence: string): Promise<void> {
  await page.getByText(sentence, { exact: true }).waitFor();
}
