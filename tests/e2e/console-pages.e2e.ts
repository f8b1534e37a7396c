import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bootcampEntries } from '../../server/test-support/answers';
import { parseCsv, setWindows } from './support/admin';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { organiser } from './support/lifecycle';
import { openPage, viewports } from './support/pages';
import { startSite, type Site } from './support/site';

let site: Site;
let browser: Browser;

const ADMIN = 'pages.admin@example.org';
const PASSWORD = 'console-pages-password';
const NAMES = ['Youssef Pages', 'Mariam Pages', 'Tarek Pages'];

async function apply(name: string, index: number): Promise<void> {
  const body = new FormData();
  const email = `${name.split(' ')[0]!.toLowerCase()}.pages@example.com`;
  for (const [key, value] of bootcampEntries({ name_en: name, email, national_id: `29901017777${index}00` })) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, new Blob([value.file], { type: value.type ?? 'image/png' }), value.name);
  }
  const posted = await fetch(`${site.url}/api/v1/bootcamp-participants`, { method: 'POST', body });
  if (posted.status !== 201) throw new Error(`apply answered ${posted.status}: ${await posted.text()}`);
}

beforeAll(async () => {
  site = await startSite({ RATE_LIMIT_POST_MAX: '1000' });
  browser = await launchBrowser();
  await setWindows(site, { bootcamp: 'open', hackathon: 'open' });
  await organiser(site, 'POST', '/admin/organisers', { email: ADMIN, role: 'admin', password: PASSWORD }, 201);
  for (const [index, name] of NAMES.entries()) await apply(name, index);
  // A second version of the bootcamp form, so the forms page has two to compare.
  const live = (await (await fetch(`${site.url}/api/v1/form-steps/bootcamp`)).json()) as {
    data: Record<string, unknown> & { title: string };
  };
  const { id: _id, version: _version, ...definition } = live.data;
  await organiser(site, 'PUT', '/form-steps/bootcamp', { ...definition, title: `${definition.title} (2)` });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 }).waitFor();
const pageWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

describe.each(viewports)('every console page and state at $name size is accessible', (viewport) => {
  test(`${viewport.width} px: sign-in, overview, applications, detail, seats, check-in, e-mails, forms, settings, organisers`, async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const visit = async (path: string, title: string | RegExp, what: string) => {
      await page.goto(`${site.url}${path}`);
      await heading(page, title);
      await expectAccessible(page, `${what} (${viewport.width} px)`);
      expect(await pageWidth(page), `${what} scrolls sideways`).toBeLessThanOrEqual(viewport.width);
    };

    await page.goto(`${site.url}/admin`);
    await heading(page, 'Sign in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    await expectAccessible(page, `sign-in with errors (${viewport.width} px)`);
    await signIn(page);
    await heading(page, 'Overview');
    await page
      .getByRole('region', { name: 'Bootcamp' })
      .getByRole('link', { name: /^3 Submitted/ })
      .waitFor();
    await expectAccessible(page, `the overview (${viewport.width} px)`);

    await visit('/admin/applications/bootcamp', 'Bootcamp applications', 'the applications table');
    await page.getByRole('link', { name: NAMES[0] }).click();
    await heading(page, NAMES[0]!);
    await expectAccessible(page, `an application (${viewport.width} px)`);

    await visit('/admin/seats', 'Seats', 'the seats page');
    await page
      .getByRole('button', { name: /^Show who has a seat/ })
      .first()
      .click();
    await expectAccessible(page, `the seats page with a slot open (${viewport.width} px)`);

    await visit('/admin/check-in', 'Check-in', 'the check-in page');
    await page.getByRole('textbox', { name: 'Check-in code' }).fill('ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText('Unknown code').first().waitFor();
    await expectAccessible(page, `check-in of an unknown code (${viewport.width} px)`);

    await visit('/admin/emails', 'E-mails', 'the outbox');
    await visit('/admin/forms', 'Forms', 'the forms page');
    await page
      .getByRole('button', { name: /^Compare versions of/ })
      .first()
      .click();
    await page
      .getByRole('heading', { name: 'Fields changed' })
      .or(page.getByText(/No field changed|nothing changed/i))
      .first()
      .waitFor();
    await expectAccessible(page, `two versions compared (${viewport.width} px)`);

    await visit('/admin/settings', 'Settings', 'the settings page');
    await page.getByLabel('Edition').fill('20');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    await expectAccessible(page, `settings with errors (${viewport.width} px)`);

    await visit('/admin/organisers', 'Organisers', 'the organisers page');
    await visit('/admin/no-such-page', 'Page not found', 'the console’s not-found page');
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await close();
  });
});

describe('reviewing as organisers really work', () => {
  test('keyboard only: j to the next application, a accepts, w waitlists, each announced', async () => {
    const { page, close } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${site.url}/admin/applications/bootcamp?sort=name`);
    await signIn(page);
    await heading(page, 'Bootcamp applications');
    const first = page.getByRole('table').getByRole('link').first();
    const firstName = (await first.textContent())!;
    await first.focus();
    await page.keyboard.press('Enter');
    await heading(page, firstName);
    await page.keyboard.press('a');
    await page
      .getByRole('status')
      .filter({ hasText: /Accepted/ })
      .first()
      .waitFor();
    await page.keyboard.press('j');
    // The next applicant is drawn (not the loading heading "Application 12").
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasNotText: firstName })
      .filter({ hasNotText: /^Application \d+$/ })
      .waitFor();
    await page.keyboard.press('w');
    await page
      .getByRole('status')
      .filter({ hasText: /Waiting list|Waitlisted/ })
      .first()
      .waitFor();
    const list = await organiser<{ data: { name: string; status: string }[] }>(site, 'GET', '/admin/applications?kind=bootcamp&q=pages');
    const statuses = Object.fromEntries(list.data.map((row) => [row.name, row.status]));
    expect(statuses[firstName]).toBe('accepted');
    expect(Object.values(statuses)).toContain('waitlisted');
    await close();
  });

  test('an expired session goes back to sign-in and returns to the page; the CSV and its photo links work signed in', async () => {
    const { page, close } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${site.url}/admin/applications/bootcamp?q=pages`);
    await signIn(page);
    await heading(page, 'Bootcamp applications');

    const csvLink = await page.getByRole('link', { name: 'Download CSV of this view' }).getAttribute('href');
    const csv = await page.request.get(`${site.url}${csvLink}`);
    expect(csv.status()).toBe(200);
    const rows = parseCsv(await csv.text());
    expect(rows).toHaveLength(1 + NAMES.length);
    const photoLink = rows[1]!.find((cell) => cell.includes('/api/v1/admin/media/'))!;
    expect(photoLink).toBeDefined();
    const photo = await page.request.get(photoLink);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);

    // The session ends (signed out elsewhere): the next request goes back to sign-in, keeping the page.
    await page.context().clearCookies();
    await page.getByRole('searchbox', { name: 'Search' }).fill('mariam');
    await heading(page, 'Sign in');
    await signIn(page);
    await heading(page, 'Bootcamp applications');
    expect(new URL(page.url()).searchParams.get('q')).toBe('mariam');

    // A photo link opened without a session asks to sign in first, then shows the photo.
    await page.context().clearCookies();
    await page.goto(photoLink);
    await heading(page, 'Sign in');
    await signIn(page);
    await page.waitForURL(photoLink);
    await close();
  });
});
