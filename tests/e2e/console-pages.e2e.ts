import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bootcampEntries } from '../../server/test-support/answers';
import { parseCsv, setWindows } from './support/admin';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { organiser } from './support/lifecycle';
import { arabicConsole, ENGLISH_CONSOLE, type ConsoleWords } from './support/console-words';
import { openPage, viewports, type Viewport } from './support/pages';
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

async function signIn(page: Page, words: ConsoleWords = ENGLISH_CONSOLE): Promise<void> {
  await page.getByLabel(words.email).fill(ADMIN);
  await page.getByLabel(words.password).fill(PASSWORD);
  await page.getByRole('button', { name: words.signIn }).click();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 }).waitFor();
const pageWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

/** Signs in with errors first, then visits every console page and state, each checked with axe and for sideways scroll. */
async function walkTheConsole(viewport: Viewport, words: ConsoleWords): Promise<void> {
  const { page, problems, close } = await openPage(browser, viewport);
  const where = (what: string) => `${what} (${viewport.width} px, ${words.language})`;
  const visit = async (path: string, title: string | RegExp, what: string) => {
    await page.goto(`${site.url}${words.base}${path}`);
    await heading(page, title);
    await expectAccessible(page, where(what));
    expect(await pageWidth(page), `${where(what)} scrolls sideways`).toBeLessThanOrEqual(viewport.width);
  };

  await page.goto(`${site.url}${words.base}/admin`);
  await heading(page, words.signIn);
  expect(await page.evaluate('document.documentElement.lang'), 'the language a screen reader reads the console in').toBe(words.lang);
  await page.getByRole('button', { name: words.signIn }).click();
  await page.getByRole('heading', { name: words.problem }).waitFor();
  await expectAccessible(page, where('sign-in with errors'));
  await signIn(page, words);
  await heading(page, words.overview);
  await page.getByRole('region', { name: words.bootcamp }).getByRole('link', { name: words.threeSubmitted }).waitFor();
  await expectAccessible(page, where('the overview'));

  await visit('/admin/applications/bootcamp', words.applications, 'the applications table');
  await page.getByRole('link', { name: NAMES[0] }).click();
  await heading(page, NAMES[0]!);
  await expectAccessible(page, where('an application'));

  await visit('/admin/seats', words.seats, 'the seats page');
  await page.getByRole('button', { name: words.showHolders }).first().click();
  await expectAccessible(page, where('the seats page with a slot open'));

  await visit('/admin/check-in', words.checkInPage, 'the check-in page');
  await page.getByRole('textbox', { name: words.checkInCode }).fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: words.checkInButton, exact: true }).click();
  await page.getByText(words.unknownCode).first().waitFor();
  await expectAccessible(page, where('check-in of an unknown code'));

  await visit('/admin/emails', words.emails, 'the outbox');
  await visit('/admin/forms', words.forms, 'the forms page');
  await page.getByRole('button', { name: words.compareVersions }).first().click();
  await page.getByRole('heading', { name: words.fieldsChanged }).or(page.getByText(words.noFieldChanged)).first().waitFor();
  await expectAccessible(page, where('two versions compared'));

  await visit('/admin/settings', words.settings, 'the settings page');
  await page.getByLabel(words.edition).fill('20');
  await page.getByRole('button', { name: words.saveSettings }).click();
  await page.getByRole('heading', { name: words.problem }).waitFor();
  await expectAccessible(page, where('settings with errors'));

  await visit('/admin/organisers', words.organisers, 'the organisers page');
  await visit('/admin/no-such-page', words.notFound, 'the console’s not-found page');
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  await close();
}

const PAGES = 'sign-in, overview, applications, detail, seats, check-in, e-mails, forms, settings, organisers';

// Arabic at both sizes: the wide screen's navigation bar and the phone's folded menu lay out differently, each mirrored.
const LANGUAGES = [ENGLISH_CONSOLE, arabicConsole()];

describe.each(viewports)('every console page and state at $name size is accessible', (viewport) => {
  for (const words of LANGUAGES) test(`${viewport.width} px in ${words.language}: ${PAGES}`, () => walkTheConsole(viewport, words));
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
