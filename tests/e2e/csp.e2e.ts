import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishForm, setWindows } from './support/admin';
import { launchBrowser } from './support/browser';
import { field, next, onStep, POLL } from './support/forms';
import { openPage, viewports } from './support/pages';
import { startSite, type Site } from './support/site';

let site: Site;
let browser: Browser;

/** Every widget that adds styles at run time: react-select (emotion), the date picker, the drop zone, ALTCHA. */
const widgetsForm = {
  title: 'Style check',
  steps: [
    {
      title: 'Widgets',
      fields: [
        {
          name: 'team',
          label: 'Preferred team',
          type: 'select',
          options: [
            { label: 'Logistics', value: 'logistics' },
            { label: 'Media', value: 'media' },
          ],
        },
        {
          name: 'days',
          label: 'Days',
          type: 'multiselect',
          options: [
            { label: 'Friday', value: 'fri' },
            { label: 'Saturday', value: 'sat' },
          ],
        },
        { name: 'birth_date', label: 'Date of birth', type: 'date' },
        { name: 'cv', label: 'CV', type: 'file', validation: { accept: ['.pdf'] } },
        { name: 'captcha', label: 'Verification', type: 'reCaptcha' },
      ],
    },
  ],
};

beforeAll(async () => {
  // ALTCHA, the production default, injects its own <style>: it must find the nonce too.
  site = await startSite({ CAPTCHA_PROVIDER: 'altcha', RATE_LIMIT_POST_MAX: '1000' });
  browser = await launchBrowser();
  await setWindows(site, { bootcamp: 'open', hackathon: 'open' });
  await publishForm(site, 'style-check', widgetsForm);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

// Runs in every document before the site's scripts, so no violation is missed.
const LISTEN = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

const violations = (page: Page) => page.evaluate<string[]>('window.__cspViolations');

/** Each <style> element that was refused has no sheet; those allowed, with the nonce the server sent. */
const styleElements = (page: Page) =>
  page.evaluate<
    { applied: boolean; nonced: boolean; toasts: boolean; start: string }[]
  >(`[...document.querySelectorAll('style')].map((style) => ({
    applied: style.sheet !== null,
    nonced: style.nonce !== '' && style.nonce === document.querySelector('meta[name="csp-nonce"]').content,
    toasts: style.textContent.includes('.Toastify__'),
    start: style.textContent.slice(0, 60),
  }))`);

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, path).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp, path).not.toContain('unsafe-inline');
}

/** Opens the menus and the calendar, so their styles are inserted. */
async function openWidgets(page: Page, select: string, date: string): Promise<void> {
  await field(page, select).click();
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('Escape');
  await field(page, date).click();
  await page.locator('.react-datepicker').waitFor();
  await page.keyboard.press('Escape');
}

const PAGES: { path: string; ready: (page: Page) => Promise<void>; expectedErrors?: RegExp }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'NASA Space Apps Challenge Cairo' }).waitFor() },
  { path: '/2024', ready: (page) => page.getByRole('heading', { name: /2024/ }).first().waitFor() },
  { path: '/register', ready: (page) => page.getByRole('heading', { name: 'Before you start' }).waitFor() },
  {
    path: '/bootcamp-registration',
    ready: async (page) => {
      await onStep(page, 'Guidline');
      await next(page);
      await onStep(page, 'Personal Information');
      await openWidgets(page, 'Nationality', 'Date of birth');
    },
  },
  {
    path: '/form/style-check',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Style check' }).waitFor();
      await openWidgets(page, 'Preferred team', 'Date of birth');
      await field(page, 'Days').click();
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      // ALTCHA solves its challenge in a worker made from a blob.
      await page.locator('altcha-widget input[type="checkbox"]').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('altcha-widget [data-state]').first().getAttribute('data-state'), POLL).toBe('verified');
    },
  },
  {
    path: '/application/an-unknown-private-link',
    ready: (page) => page.getByRole('heading', { name: 'This link is not valid' }).waitFor(),
    // Chromium logs the API's 404 for the unknown link.
    expectedErrors: /status of 404/,
  },
  {
    path: '/forms/preview',
    ready: (page) =>
      page
        .getByRole('heading', { name: /preview/i })
        .first()
        .waitFor(),
  },
];

const [viewport] = viewports;

describe('the content security policy (desktop)', () => {
  test('no page reports a violation, and every <style> the site adds carries the nonce', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.addInitScript(LISTEN);
    for (const entry of PAGES) {
      await visit(page, entry.path);
      await entry.ready(page);
      // The toast container and emotion add their <style> after the first paint.
      await expect.poll(async () => (await styleElements(page)).some((style) => style.toasts), POLL).toBe(true);
      expect(await violations(page), entry.path).toEqual([]);
      const styles = await styleElements(page);
      expect(
        styles.filter((style) => !style.applied || !style.nonced),
        entry.path,
      ).toEqual([]);
      const unexpected = problems.splice(0).filter((problem) => !entry.expectedErrors?.test(problem));
      expect(unexpected, entry.path).toEqual([]);
    }
    await close();
  });

  test('the check sees a violation: a <style> without the nonce is refused', async () => {
    const { page, close } = await openPage(browser, viewport);
    await page.addInitScript(LISTEN);
    await visit(page, '/');
    await page.evaluate(
      `document.head.appendChild(Object.assign(document.createElement('style'), { textContent: 'body { color: red; }' }))`,
    );
    await expect.poll(() => violations(page), POLL).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
    expect((await styleElements(page)).filter((style) => !style.applied)).toHaveLength(1);
    await close();
  });

  test('select menus are styled by emotion, so the nonce reached react-select', async () => {
    const { page, close } = await openPage(browser, viewport);
    await visit(page, '/form/style-check');
    await page.getByRole('heading', { level: 1, name: 'Style check' }).waitFor();
    await field(page, 'Preferred team').click();
    await page.locator('.select__menu').waitFor();
    // react-select's own rule puts its menu above the page; unstyled, it would be static.
    expect(await page.evaluate<string>(`getComputedStyle(document.querySelector('.select__menu')).position`)).toBe('absolute');
    expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
    await close();
  });
});
