import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

let site: Site | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('home page shows its heading without console errors or failed requests', async () => {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  await page.goto(site!.url, { waitUntil: 'networkidle' });

  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('NASA Space Apps Challenge Cairo');
  expect(await page.title()).toBe('Space Apps Cairo');
  expect(problems).toEqual([]);
  await context.close();
});
