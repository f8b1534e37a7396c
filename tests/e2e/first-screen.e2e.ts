import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeSite, openSite } from './support/open-site';
import { formsLive } from './support/forms';
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
    // Visible, in a form that waits (inert) for the app to take it over.
    await expect(page.locator('h2', { hasText: heading }).first().isVisible()).resolves.toBe(true);
    await expect(page.locator('button', { hasText: button }).first().isVisible()).resolves.toBe(true);
    expect(await page.locator('#root form[inert]').count()).toBe(1);
    await context.close();
  });

  test('the app takes the drawn page over without redrawing it, and the form works', async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    // The step's heading and Next as the server sent them, kept before any of the app's code runs.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      const form = document.querySelector('form.form-renderer');
      window.drawn = { heading: document.querySelector('.step-title'), inert: form ? form.inert : null };
    });`);
    await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
    // A press or a key before the app's code arrives would be lost (or post the form as a page request): the form waits.
    expect(await page.evaluate('window.drawn.inert')).toBe(true);
    await formsLive(page);
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
