import type { BrowserContext, Page } from 'playwright-core';
import { optionsNarrowedTo, type UploadFile } from './forms';
import { focusedDescription } from './pages';

/** Presses Tab (or Shift+Tab) until the focused element's label or text matches; fails after `limit` presses. */
export async function tabTo(page: Page, name: RegExp, { backwards = false, limit = 40 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedDescription(page);
    if (name.test(focused.name)) return;
    seen.push(focused.name.slice(0, 40));
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${name}; focus went through: ${seen.join(' | ')}`);
}

/** Types into the select that has focus until the list narrows, then Enter picks the first match. */
export async function typeAndPick(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await optionsNarrowedTo(page, text);
  await page.keyboard.press('Enter');
}

/** Opens the focused select with ArrowDown, moves `steps` options further down, and picks with Enter. */
export async function arrowPick(page: Page, steps: number): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * Enter or Space on the focused file input opens the operating system's chooser. The page must
 * intercept choosers from its start (openPage does): Playwright enables interception asynchronously
 * with the first listener, and a key press beat it about one time in three.
 */
export async function chooseFileWithKey(page: Page, key: 'Enter' | ' ', file: UploadFile): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press(key === ' ' ? 'Space' : key)]);
  await chooser.setFiles(file);
  await page.getByText(file.name).first().waitFor();
}

/** Counts the keys pressed on the page from now on (Tab, Enter, arrows...), leaving out text typed with keyboard.type. */
export function countKeyPresses(page: Page): () => number {
  let presses = 0;
  const press = page.keyboard.press.bind(page.keyboard);
  page.keyboard.press = (key, options) => {
    presses++;
    return press(key, options);
  };
  return () => presses;
}

/** Counts pointer and mouse events in every page of the context, to prove a journey used none. */
export async function countPointerEvents(context: BrowserContext): Promise<() => Promise<number>> {
  await context.addInitScript(`(() => {
    window.__pointerEvents = 0;
    // Keys fire click but never pointerdown or mousedown.
    for (const type of ['pointerdown', 'mousedown']) addEventListener(type, (event) => { if (event.isTrusted) window.__pointerEvents++; }, true);
  })()`);
  return async () => {
    const counts = await Promise.all(context.pages().map((page) => page.evaluate('window.__pointerEvents ?? 0')));
    return counts.reduce<number>((sum, count) => sum + Number(count), 0);
  };
}
