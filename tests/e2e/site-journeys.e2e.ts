import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

// Evaluated in the page (this file is type-checked without the DOM library).
const focusedText = async (page: Page) => String(await page.evaluate("document.activeElement?.textContent?.trim() ?? ''"));

/** Presses Tab until the focused element's accessible text matches, failing after `limit` presses. */
async function tabTo(page: Page, text: RegExp, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedText(page);
    if (text.test(focused)) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

async function putSettings(bootcamp: { open: string; close: string }) {
  const body = {
    edition: 2025,
    bootcamp: { openBootcampDate: bootcamp.open, closedBootcampDate: bootcamp.close },
    hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
    countdownTarget: '2025-10-03T08:00:00+03:00',
  };
  const response = await fetch(`${site.url}/api/v1/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${site.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test('keyboard: home → Previous Editions → 2024 → back home', async () => {
  const page = await newPage();
  await page.goto(site.url, { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Skip to main content');

  await tabTo(page, /^Previous Editions$/);
  await page.keyboard.press('Enter');
  expect(await page.getByRole('button', { name: 'Previous Editions' }).getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('2024');
  await page.keyboard.press('Enter');

  await page.waitForURL(`${site.url}/2024`);
  await page.getByRole('heading', { level: 1, name: /2024/ }).waitFor();
  expect(await page.getByText('795', { exact: true }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: 'Previous Editions' }).getAttribute('aria-expanded')).toBe('false');

  await tabTo(page, /^Home$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/`);
  await page.getByRole('heading', { level: 1, name: 'NASA Space Apps Challenge Cairo', exact: true }).waitFor();
  await page.context().close();
});

test('the Bootcamp link scrolls to the bootcamp section', async () => {
  const page = await newPage();
  await page.goto(`${site.url}/about`, { waitUntil: 'networkidle' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bootcamp' }).click();
  await page.waitForURL(`${site.url}/#bootcamp-section`);
  // Smooth scrolling takes a moment: poll the section's place in the viewport.
  let top = -1;
  for (let tries = 0; tries < 30 && !(top >= 0 && top < 200); tries++) {
    await page.waitForTimeout(100);
    top = (await page.locator('#bootcamp-section').boundingBox())?.y ?? -1;
  }
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  await page.context().close();
});

test('/bootcamp-registration follows the windows set through PUT /api/v1/settings', async () => {
  await putSettings({ open: inDays(-10), close: inDays(-1) });
  let page = await newPage();
  await page.goto(`${site.url}/bootcamp-registration`);
  await page.getByText('Bootcamp registration is not open yet, stay tuned for more updates').waitFor();
  await page.context().close();

  await putSettings({ open: inDays(2), close: inDays(9) });
  page = await newPage();
  await page.goto(`${site.url}/bootcamp-registration`);
  await page.getByRole('timer', { name: /Time until registration opens: 1 days, 23 hours/ }).waitFor();
  await page.context().close();

  await putSettings({ open: inDays(-1), close: inDays(7) });
  page = await newPage();
  await page.goto(`${site.url}/bootcamp-registration`);
  await page.getByRole('heading', { level: 2, name: 'Guidline' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
  await page.getByLabel(/Full name \(English\)/).fill('Amina Hassan');
  expect(await page.getByLabel(/Full name \(English\)/).inputValue()).toBe('Amina Hassan');
  await page.context().close();
});

test('/form/{id}: a definition published through the API is filled in and received', async () => {
  const definition = {
    title: 'Volunteer Application',
    steps: [
      {
        title: 'About you',
        fields: [
          { name: 'full_name', label: 'Full name', type: 'text', validation: { required: true, minLength: 3 } },
          { name: 'email', label: 'Email', type: 'email', validation: { required: true } },
        ],
      },
    ],
  };
  const published = await fetch(`${site.url}/api/v1/form-steps/volunteer`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${site.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(definition),
  });
  expect(published.status).toBe(200);

  const page = await newPage();
  await page.goto(`${site.url}/form/volunteer`);
  await page.getByRole('heading', { level: 1, name: 'Volunteer Application' }).waitFor();
  await page.getByLabel(/Full name/).fill('Omar Farouk');
  await page.getByLabel(/Email/).fill('omar@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your answers were received' }).waitFor();
  expect(await page.locator('.result-reference strong').textContent()).toMatch(/\S/);

  await page.goto(`${site.url}/form/no-such-form`);
  await page.getByText('Oh no, the page you looking for is currently unavailable').waitFor();
  await page.context().close();
});
