import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportRows } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { fillPersonalStep, fillWorkshopStep, newApplicant } from '../support/bootcamp';
import { choose, chosenOptions, field, fillDate, next, onStep, POLL } from '../support/forms';
import { openPage, viewports } from '../support/pages';
import type { Site } from '../support/site';
import { enterAsLeader, newMember } from '../support/team';
import { closeSite, openSite } from '../support/open-site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSite());
});

afterAll(() => closeSite({ site, browser }));

/** The server lists the bootcamp form reads its options from. */
const OPTION_LISTS = new Set([
  '/api/v1/nationality',
  '/api/v1/education-levels',
  '/api/v1/mention-your-fields',
  '/api/v1/bootcamp-team-status',
  '/api/v1/bootcamp-participant-skills',
  '/api/v1/bootcamp-participation-status',
  '/api/v1/workshops',
]);
/** Selects of the Personal Information step whose lists come from the server. */
const SERVER_LISTED_FIELDS = 7;
/** A slow mobile link: every option list takes this long, then fails. */
const LATENCY_MS = 400;

// A failed fetch is logged by the browser itself; nothing else may be.
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: net::ERR_(FAILED|CONNECTION_RESET)/.test(problem));

describe.each(viewports)('slow and broken network at $width x $height', (viewport) => {
  test('option lists that fail keep the built-in lists; a submit whose answer is lost is retried into one application', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const applicant = newApplicant(`net-${viewport.name}`);
    let failedLists = 0;
    await page.route(
      (url) => OPTION_LISTS.has(url.pathname),
      async (route: Route) => {
        failedLists += 1;
        await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
        await route.abort('failed');
      },
    );

    await page.goto(`${site.url}/bootcamp-registration`);
    await onStep(page, 'Guidline');
    await next(page);
    await onStep(page, 'Personal Information');
    // Each list is tried twice, then says so; the built-in options stay.
    await expect.poll(() => page.getByText('Failed to fetch options').count(), POLL).toBe(SERVER_LISTED_FIELDS);
    expect(failedLists).toBeGreaterThanOrEqual(2 * OPTION_LISTS.size - 2); // workshops are fetched for the next step too
    await expectAccessible(page, 'the Personal Information step without its server lists');
    await fillPersonalStep(page, applicant);
    await next(page);
    await fillWorkshopStep(page);
    await next(page);
    await onStep(page, 'Check your answers');
    const review = page.locator('.review-step');
    const answers = await review.innerText();
    expect(answers).toContain('Egypt');

    // The first Submit reaches the server, but its answer never comes back.
    let posts = 0;
    await page.route(`${site.url}/api/v1/bootcamp-participants`, async (route: Route) => {
      posts += 1;
      if (posts > 1) return route.continue();
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    const failure = page.locator('.form-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toBe(
      'We could not reach the server. Your answers are kept: check your connection and submit again.',
    );
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await review.innerText()).toBe(answers); // every answer still there
    await expectAccessible(page, 'the review after a failed submit');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Your bootcamp application was received' }).waitFor();
    const reference = (await page.locator('.result-reference strong').textContent())!.trim();
    expect(posts).toBe(2);

    const rows = (await exportRows(site, 'bootcamp')).filter((row) => row.email === applicant.email);
    expect(rows).toHaveLength(1); // the retry was recognised, not stored again
    expect(rows[0]!.id).toBe(reference);
    expect(rows[0]!.nationality_id).toBe('Egypt');
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  test("a widget whose code cannot be downloaded says so in its field, and 'Try again' brings it back with the answers kept", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const datePickerCode = /\/assets\/date-input-[^/]*\.js$/;
    await page.route(datePickerCode, (route: Route) => route.abort('failed'));
    await page.goto(`${site.url}/bootcamp-registration`);
    await onStep(page, 'Guidline');
    await next(page);
    await onStep(page, 'Personal Information');
    await field(page, 'Full name (English)').fill('Mona Hassan');
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    expect(await failure.textContent()).toBe(
      'The Date of birth field could not be loaded. Check your connection; your other answers are kept.Try again',
    );
    await expectAccessible(page, 'a field whose code could not be downloaded');

    await page.unroute(datePickerCode);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await fillDate(page, page, 'Date of birth', '1998-01-01');
    expect(await field(page, 'Date of birth').inputValue()).toBe('1998-01-01');
    expect(await field(page, 'Full name (English)').inputValue()).toBe('Mona Hassan');
    expect(await failure.count()).toBe(0);
    // React reports the error its boundary caught; nothing else may be logged.
    expect(unexpected(problems).filter((problem) => !problem.includes('Failed to fetch dynamically imported module'))).toEqual([]);
    await close();
  });

  test('the team form keeps its 21 built-in challenges when /challenges fails', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.route(`${site.url}/api/v1/challenges`, (route: Route) => route.abort('failed'));
    await page.goto(`${site.url}/register`);
    await enterAsLeader(page, newMember('Mona Hassan'));
    await next(page);
    await onStep(page, 'Team Information');
    const challenge = field(page, 'Challenge');
    await page.locator('.field').filter({ has: challenge }).getByText('Failed to fetch options').waitFor();
    await challenge.click();
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(21);
    await page.keyboard.press('Escape');
    await choose(page, page, 'Challenge', 'Exosky');
    expect(await chosenOptions(page.locator('form.form-renderer'))).toContain('Exosky!');
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
