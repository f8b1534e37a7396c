import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

// Evaluated in the page (this file is type-checked without the DOM library): the direction a message is laid out in.
type Styles = { getComputedStyle: (node: unknown) => { direction: string } };
const directionOf = (message: Locator) =>
  message.locator('xpath=ancestor-or-self::li[1]').evaluate((li) => (globalThis as unknown as Styles).getComputedStyle(li).direction);
const screenX = async (page: Page, name: string) => (await page.getByRole('button', { name }).boundingBox())!.x;

test('an Arabic visitor at 360 px asks in Arabic and reads Arabic answers, right to left; an English question gets English', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const languages: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/assistant/chat')) languages.push(request.headers()['accept-language']);
  });
  await page.goto(`${site.url}/ar`, { waitUntil: 'networkidle' });

  // The toggle sits at the end of the reading direction: bottom left on an Arabic page.
  expect(await screenX(page, 'افتح المحادثة')).toBeLessThan(100);
  await page.getByRole('button', { name: 'افتح المحادثة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تحدي ناسا لتطبيقات الفضاء بالقاهرة' });
  await dialog.waitFor();
  expect(await screenX(page, 'أغلق المحادثة')).toBeGreaterThan(250); // the back arrow at the start: the right

  const input = dialog.getByRole('textbox', { name: 'سؤالك' });
  await input.fill('متى يبدأ المعسكر؟');
  await input.press('Enter');
  const arabic = dialog.getByRole('log').getByText(/الجمعة ١٩ سبتمبر ٢٠٢٥/);
  await arabic.waitFor({ timeout: 10_000 });
  expect(await directionOf(arabic)).toBe('rtl');

  await input.fill('When is the hackathon?');
  await input.press('Enter');
  const english = dialog.getByRole('log').getByText(/Friday 3 October 2025/);
  await english.waitFor({ timeout: 10_000 });
  expect(await directionOf(english)).toBe('ltr');
  expect(languages).toEqual(['ar', 'ar']);

  await expectAccessible(page, 'the Arabic chat panel at 360 px');
  expect(problems).toEqual([]);
  await context.close();
});
