import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeSite, openSite } from './support/open-site';
import { openPage } from './support/pages';
import type { Site } from './support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSite());
});
afterAll(() => closeSite({ site, browser }));

const PHONE = { width: 360, height: 740 };

describe('the registration pages arrive drawn by the server', () => {
  test.each([
    ['/bootcamp-registration', 'Guidline', 'Next'],
    ['/ar/bootcamp-registration', 'إرشادات', 'التالي'],
    ['/register', 'Before you start', 'Continue'],
  ])('%s shows its first step with scripts off', async (path, heading, button) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await expect(page.getByRole('heading', { name: heading, exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: button, exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  test('the app takes the drawn page over without redrawing it, and the form works', async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    // The step's heading and Next as the server sent them, kept before any of the app's code runs.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      const next = document.querySelector('button[type=submit]');
      window.drawn = { heading: document.querySelector('.step-title'), nextDisabled: next ? next.disabled : null };
    });`);
    await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
    // A press before the app's code arrives would send the form as a plain page request: Next waits for it.
    expect(await page.evaluate('window.drawn.nextDisabled')).toBe(true);
    // Hydrated: the element the server sent is the one on screen, not a copy drawn again in the browser.
    expect(await page.evaluate(`window.drawn.heading !== null && window.drawn.heading === document.querySelector('.step-title')`)).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Personal Information', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
