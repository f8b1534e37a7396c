import type { Browser, Page } from 'playwright-core';

/** Every journey runs at a desktop size and at a small phone's. */
export const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

export type Viewport = (typeof viewports)[number];

export interface Visit {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/** A fresh context (no cookies, no cache) and page at the given size, collecting console errors. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  // Playwright turns file chooser interception on asynchronously with the first listener, and a key
  // press can beat it (a third of Enter presses opened no chooser): turn it on before anything happens.
  page.on('filechooser', () => undefined);
  await page.evaluate('0');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Evaluated in the page: this folder is type-checked without the DOM library. */
export async function focusedDescription(page: Page): Promise<{ id: string; name: string; tag: string }> {
  return (await page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el) return { id: '', name: '', tag: '' };
    const labelled = el.id ? document.querySelector('label[for="' + CSS.escape(el.id) + '"]') : null;
    const name = el.getAttribute('aria-label') || (labelled ? labelled.textContent : '') || el.textContent || '';
    return { id: el.id, name: name.trim(), tag: el.tagName.toLowerCase() };
  })()`)) as { id: string; name: string; tag: string };
}
