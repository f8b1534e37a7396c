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

async function newPage(width = 1280, height = 800): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, problems };
}

/** The text of the elements a control's aria-describedby names, without their aria-hidden parts. */
async function accessibleDescription(page: Page, control: Locator): Promise<string> {
  const id = JSON.stringify(await control.getAttribute('id'));
  return String(
    await page.evaluate(`(() => {
      const text = (node) => node.nodeType === 3 ? node.textContent : node.getAttribute('aria-hidden') === 'true' ? '' : [...node.childNodes].map(text).join('');
      const control = document.getElementById(${id});
      return control.getAttribute('aria-describedby').split(' ').map((ref) => text(document.getElementById(ref))).join(' ');
    })()`),
  );
}

// Evaluated in the page (this file is type-checked without the DOM library).
const focusedName = async (page: Page) =>
  String(await page.evaluate("document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''"));

test('a visitor asks the chatbot about the bootcamp date and reads the answer', async () => {
  const { page, problems } = await newPage();
  const chats: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/assistant/chat')) chats.push(request.url());
  });
  await page.goto(site.url, { waitUntil: 'networkidle' });

  const toggle = page.getByRole('button', { name: 'Open chat' });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'NASA Space Apps Challenge Cairo' });
  await dialog.waitFor();
  expect(await dialog.getByText('AI chat').isVisible()).toBe(true);

  const input = dialog.getByRole('textbox', { name: 'Your question' });
  await input.fill('When is the bootcamp?');
  await input.press('Enter');
  const reply = dialog.getByRole('log').getByText(/Friday 19 September 2025/);
  await reply.waitFor({ timeout: 10_000 });
  expect(await reply.textContent()).toContain('8:00 AM to 6:00 PM');
  expect(chats).toHaveLength(1);

  // Escape closes the dialog and gives focus back to the toggle.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await focusedName(page)).toBe('Open chat');
  expect(problems).toEqual([]);
  await page.context().close();
});

test('the panel is not loaded until the toggle is used, and the toggle is a large target', async () => {
  const { page } = await newPage(390, 844);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(site.url, { waitUntil: 'networkidle' });
  expect(scripts.some((url) => /chat-panel/.test(url))).toBe(false);
  const box = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await page.getByRole('button', { name: 'Open chat' }).click();
  await page.getByRole('dialog').waitFor();
  expect(scripts.some((url) => /chat-panel/.test(url))).toBe(true);
  await page.context().close();
});

test('the bootcamp form explains the errors of a step from its summary, each under its field', async () => {
  const settings = {
    edition: 2025,
    bootcamp: {
      openBootcampDate: new Date(Date.now() - 86_400_000).toISOString(),
      closedBootcampDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
    hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
    countdownTarget: '2025-10-03T08:00:00+03:00',
  };
  const put = await fetch(`${site.url}/api/v1/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${site.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(put.status).toBe(200);

  const { page, problems } = await newPage();
  const explainCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/assistant/error-explanations')) explainCalls.push(request.url());
  });
  await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Next' }).click();
  const phone = page.getByLabel('Mobile number');
  await phone.fill('0101234567');
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.locator('.error-summary');
  await summary.getByRole('link', { name: 'Mobile number: Enter a valid Egyption phone number' }).waitFor();
  const listed = await summary.getByRole('link').count();
  expect(await page.getByRole('button', { name: /Explain/ }).count()).toBe(1); // one action for the step, not one per field

  await summary.getByRole('button', { name: 'Explain these errors with help of AI' }).click();
  await summary
    .getByRole('status')
    .filter({ hasText: `Explanations added under ${listed} fields` })
    .waitFor({ timeout: 10_000 });
  expect(explainCalls).toHaveLength(1); // every listed error in one call
  const explanation = 'An Egyptian mobile number has 11 digits and starts with 010, 011, 012 or 015; you typed 10 digits.';
  // What a screen reader hears with the field: the message, then the whole explanation at once (the typing is aria-hidden).
  expect(await accessibleDescription(page, phone)).toBe(`Error: Enter a valid Egyption phone number Explanation: ${explanation}`);
  await expect.poll(() => page.locator('.field-tel [data-testid="explanation"]').textContent(), { timeout: 10_000 }).toBe(explanation);
  await expectAccessible(page, 'the Personal Information step with its errors explained');
  expect(problems).toEqual([]);
  await page.context().close();
});
