import type { Browser } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '../../../server/mail/smtp-sink';
import { setWindows } from './admin';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

export interface OpenSite {
  site: Site;
  browser: Browser;
  /** The real SMTP server the site sends to, when asked for. */
  sink?: SmtpSink;
}

/** What most journeys start with: the real server with both registration windows open, and Chromium. */
export function openSite(options: { mail: true }): Promise<Required<OpenSite>>;
export function openSite(options?: { mail?: false }): Promise<OpenSite>;
export async function openSite({ mail = false }: { mail?: boolean } = {}): Promise<OpenSite> {
  const sink = mail ? await startSmtpSink() : undefined;
  const site = await startSite({ RATE_LIMIT_POST_MAX: '1000', ...(sink ? { SMTP_URL: sink.url } : {}) });
  const browser = await launchBrowser();
  await setWindows(site, { bootcamp: 'open', hackathon: 'open' });
  return { site, browser, sink };
}

/** Stops whatever `openSite` got to start. */
export async function closeSite(opened: Partial<OpenSite>): Promise<void> {
  await opened.browser?.close();
  await opened.site?.stop();
  await opened.sink?.close();
}
