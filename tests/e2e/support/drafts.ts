import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SinkMessage } from '../../../server/mail/smtp-sink';
import { POLL } from './forms';

const RESUME_LINK = /https?:\/\/\S+?\/drafts\/resume#[A-Za-z0-9_-]{43}/;

/** The resume link a 'Save and continue later' message carries in its plain-text part. */
export function resumeLinkIn(message: SinkMessage): string {
  const link = RESUME_LINK.exec(message.text ?? '')?.[0];
  if (!link) throw new Error(`No resume link in "${message.subject}"`);
  return link;
}

export interface ServerDraft {
  step: number;
  answers: Record<string, unknown>;
  files: { id: string; field: string; name: string; type: string; size: number }[];
}

/** The draft the page's browser context holds (its HttpOnly cookie goes with the request), or null. */
export async function draftOf(page: Page, siteUrl: string, formId: string): Promise<ServerDraft | null> {
  const response = await page.context().request.get(`${siteUrl}/api/v1/drafts/${formId}`);
  if (response.status() !== 200) throw new Error(`GET /drafts/${formId} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: ServerDraft | null }).data;
}

/** Waits until the server's draft satisfies `saved` (autosave runs about 3 s after the last change). */
export async function draftSaved(
  page: Page,
  siteUrl: string,
  formId: string,
  saved: (draft: ServerDraft) => boolean,
): Promise<ServerDraft> {
  let last: ServerDraft | null = null;
  await expect
    .poll(
      async () => {
        last = await draftOf(page, siteUrl, formId);
        return last !== null && saved(last);
      },
      { ...POLL, timeout: 20_000 },
    )
    .toBe(true);
  return last!;
}
