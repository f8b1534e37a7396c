import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setWindows } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { fillBootcampToReview, newApplicant, postApplication } from '../support/bootcamp';
import { launchBrowser } from '../support/browser';
import { POLL } from '../support/forms';
import { openPage, viewports } from '../support/pages';
import { startSite, type Site } from '../support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ RATE_LIMIT_POST_MAX: '1000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const ROUTES = [
  {
    path: '/bootcamp-registration',
    form: 'Bootcamp Registration',
    message: 'Bootcamp registration is not open yet, stay tuned for more updates',
  },
  {
    path: '/bootcamp-registration-without-ai',
    form: 'Bootcamp Registration',
    message: 'Bootcamp registration is not open yet, stay tuned for more updates',
  },
  { path: '/register', form: 'Hackathon Registration', message: 'Hackathon registration is not open yet, stay tuned for more updates' },
  // A published form with a window shows its own route's screen at /form/<id> too.
  { path: '/form/bootcamp', form: 'Bootcamp Registration', message: 'Bootcamp registration is not open yet, stay tuned for more updates' },
  {
    path: '/form/hackathon-team',
    form: 'Hackathon Registration',
    message: 'Hackathon registration is not open yet, stay tuned for more updates',
  },
];

/** A moment as the site words it, in Cairo time: 'Tuesday 16 September 2025 at 11:59 PM (Cairo time)'. */
const IN_WORDS = /\w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [AP]M \(Cairo time\)/;
const RAW_ISO = /\d{4}-\d{2}-\d{2}T/;

/** The home page's calls to register, in its hackathon section. */
const homeCalls = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: /hackathon/i })
      .locator('.calls')
      .innerText()
  ).replace(/\s+/g, ' ');

describe.each(viewports)('registration windows at $width x $height', (viewport) => {
  test('before its window each registration route counts down to the opening; the server refuses early posts', async () => {
    await setWindows(site, { bootcamp: 'before', hackathon: 'before' });
    const { page, problems, close } = await openPage(browser, viewport);
    for (const route of ROUTES) {
      await page.goto(`${site.url}${route.path}`);
      await page.getByRole('heading', { name: 'Registration opens in' }).waitFor();
      expect(await page.locator('.coming-soon-eyebrow').textContent()).toBe(route.form);
      await page.getByRole('timer', { name: /^Time until registration opens: 1 days, 23 hours/ }).waitFor();
      expect(await page.locator('form').count()).toBe(0);
    }
    await expectAccessible(page, 'the countdown before the window');
    await page.goto(site.url);
    // The page draws with the shipped dates first, then the server's.
    await expect
      .poll(() => homeCalls(page), POLL)
      .toMatch(/Hackathon registration opens soon Opens on .*Bootcamp registration opens soon Opens on/);
    const early = await postApplication(site.url, newApplicant('early')).then(
      () => 'accepted',
      (error: Error) => error.message,
    );
    expect(early).toMatch(/\(403\).*Bootcamp registration is not open yet\. It opens on /);
    expect(early).toMatch(IN_WORDS);
    expect(early).not.toMatch(RAW_ISO);
    expect(problems).toEqual([]);
    await close();
  });

  test('after its window each registration route says it is not open; the server refuses late posts', async () => {
    await setWindows(site, { bootcamp: 'closed', hackathon: 'closed' });
    const { page, problems, close } = await openPage(browser, viewport);
    for (const route of ROUTES) {
      await page.goto(`${site.url}${route.path}`);
      await page.getByRole('heading', { name: 'Registration is not open' }).waitFor();
      expect(await page.getByText(route.message).isVisible()).toBe(true);
      expect(await page.locator('form').count()).toBe(0);
    }
    await expectAccessible(page, 'the not-open message after the window');
    await page.goto(site.url);
    await expect
      .poll(() => homeCalls(page), POLL)
      .toBe(
        'Hackathon registration is closed. Follow us on social media for the next edition. Bootcamp registration is closed. Follow us on social media for the next edition.',
      );
    await expect(postApplication(site.url, newApplicant('late'))).rejects.toThrow(/\(403\).*Bootcamp registration is closed/);
    expect(problems).toEqual([]);
    await close();
  });

  test('a form open at 11:58 PM keeps its answers when the deadline passes before Submit, and says why', async () => {
    await setWindows(site, { bootcamp: 'open', hackathon: 'open' });
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto(`${site.url}/bootcamp-registration-without-ai`);
    await fillBootcampToReview(page, newApplicant(`deadline-${viewport.name}`));
    const answers = await page.locator('.review-step').innerText();

    await setWindows(site, { bootcamp: 'closed', hackathon: 'closed' });
    await page.getByRole('button', { name: 'Submit' }).click();
    const failure = page.locator('.form-failure');
    await failure.waitFor();
    const refusal = (await failure.textContent()) ?? '';
    expect(refusal).toMatch(/^Bootcamp registration is closed\. It closed on /);
    expect(refusal).toMatch(IN_WORDS); // never a raw ISO date
    expect(refusal).not.toMatch(RAW_ISO);
    expect(await page.locator('.review-step').innerText()).toBe(answers);
    expect(await page.getByRole('heading', { name: 'Finished' }).count()).toBe(0);
    await expectAccessible(page, 'the review refused after the deadline');
    expect(problems.filter((problem) => !/status of 403/.test(problem))).toEqual([]);
    await close();
  });
});
