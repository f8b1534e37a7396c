import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportRows, fetchMedia } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { fillPersonalStep, newApplicant } from '../support/bootcamp';
import { draftOf, draftSaved, resumeLinkIn } from '../support/drafts';
import { choose, chosenOptions, field, next, onStep, POLL } from '../support/forms';
import { mailTo } from '../support/lifecycle';
import { focusedDescription, openPage, viewports } from '../support/pages';
import { closeSite, openSite } from '../support/open-site';
import type { SmtpSink } from '../../../server/mail/smtp-sink';
import type { Site } from '../support/site';

let sink: SmtpSink;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser, sink } = await openSite({ mail: true }));
});

afterAll(() => closeSite({ site, browser, sink }));

const PHOTOS = ['id-front.png', 'id-back.png', 'me.png'];
const REASON = 'Data analysis for the challenge.';
// A 410 for a bad link is the expected answer; Chromium logs every 4xx response as a console error.
const unexpected = (problems: string[]) => problems.filter((problem) => !problem.includes('status of 410'));

describe('drafts: nothing typed is lost', () => {
  test('a reload on step 2 resumes with every answer and photo; the e-mailed link resumes on a phone; the submit deletes the draft', async () => {
    const desk = await openPage(browser, viewports[0]);
    const { page } = desk;
    const applicant = newApplicant('draft');

    await page.goto(`${site.url}/bootcamp-registration`);
    await onStep(page, 'Guidline');
    await next(page);
    await fillPersonalStep(page, applicant);
    await next(page);
    await onStep(page, 'Workshop Preferences');
    await choose(page, page, 'First priority', 'Python');
    await field(page, 'Why did you choose these workshops?').fill(REASON);
    // Saved on the move to step 2 (with the photos) and about 3 s after the last keystroke.
    const saved = await draftSaved(page, site.url, 'bootcamp', (draft) => draft.answers.why_this_workshop === REASON);
    expect(saved.step).toBe(2);
    expect(saved.files.map((file) => file.name).sort()).toEqual([...PHOTOS].sort());
    expect(saved.answers.recaptcha).toBeUndefined(); // a captcha is solved again, never kept
    await expect.poll(() => page.locator('.draft-save-status').textContent(), POLL).toMatch(/^Saved at \d{1,2}:\d\d [AP]M$/); // said quietly
    expect(await page.evaluate('localStorage.length + sessionStorage.length')).toBe(0); // nothing personal in the browser
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'draft_bootcamp');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/drafts' }); // only the token, out of scripts' reach

    await page.reload();
    const offer = page.getByRole('region', { name: 'Saved answers' });
    await offer.waitFor();
    expect((await focusedDescription(page)).tag).toBe('div'); // focus moved to the offer
    expect(await offer.textContent()).toMatch(/You have saved answers from \w+day \d+ \w+ \d{4} at \d+:\d\d [AP]M \(Cairo time\)/);
    await expectAccessible(page, 'the offer to resume');
    await offer.getByRole('button', { name: 'Resume' }).click();

    await onStep(page, 'Workshop Preferences');
    await page.getByRole('status').filter({ hasText: 'Your answers are restored' }).waitFor();
    expect(await field(page, 'Why did you choose these workshops?').inputValue()).toBe(REASON);
    // The chosen option's label shows once its option list has loaded.
    await expect.poll(() => chosenOptions(page.locator('form.form-renderer')), POLL).toContain('Python for Data Analysis');
    await expectAccessible(page, 'the resumed Workshop Preferences step');
    await page.getByRole('button', { name: 'Prev', exact: true }).click();
    await onStep(page, 'Personal Information');
    expect(await field(page, 'Full name (English)').inputValue()).toBe(applicant.name);
    expect(await field(page, 'Email').inputValue()).toBe(applicant.email);
    for (const name of PHOTOS) await page.getByRole('button', { name: `Remove ${name}` }).waitFor();
    await next(page);
    await onStep(page, 'Workshop Preferences');

    // Save and continue later: the address comes from the form; the e-mail really leaves through SMTP.
    await page.getByRole('button', { name: 'Save and continue later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save and continue later' });
    expect(await dialog.getByLabel('E-mail address').inputValue()).toBe(applicant.email);
    await expectAccessible(page, 'the Save and continue later dialog');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const sentText = (await page.getByRole('dialog').getByRole('status').textContent()) ?? '';
    expect(sentText).toMatch(
      new RegExp(
        `We sent a link to ${applicant.email.replace(/\./g, '\\.')}\\. It works until \\w+day \\d+ \\w+ \\d{4} at .+ \\(Cairo time\\)\\.`,
      ),
    );
    await page.getByRole('button', { name: 'Close' }).click();
    expect((await focusedDescription(page)).name).toBe('Save and continue later');
    const link = resumeLinkIn(await mailTo(sink, applicant.email, /Continue your application/));

    // Another device: a fresh browser at 360 px opens the link.
    const phone = await openPage(browser, viewports[1]);
    await phone.page.goto(link);
    await phone.page.waitForURL(`${site.url}/bootcamp-registration`);
    expect(phone.page.url()).not.toContain('#'); // the token left the address bar
    await phone.page.getByRole('status').filter({ hasText: 'Welcome back: your answers are restored' }).waitFor();
    await onStep(phone.page, 'Workshop Preferences');
    expect(await field(phone.page, 'Why did you choose these workshops?').inputValue()).toBe(REASON);
    await expectAccessible(phone.page, 'the resumed draft on a phone');

    // What was not answered before the link was sent; the reason typed on the desk stays.
    await choose(phone.page, phone.page, 'Second priority', 'Machine Learning');
    await choose(phone.page, phone.page, 'Third priority', 'NASA Open Data');
    await choose(phone.page, phone.page, 'Will you attend the team formation activity?', 'Yes');
    await phone.page.getByRole('checkbox', { name: /I am not a robot/ }).check();
    await next(phone.page);
    await onStep(phone.page, 'Check your answers');
    const review = phone.page.locator('.review-step');
    for (const name of PHOTOS) expect(await review.getByText(name).count()).toBeGreaterThan(0);
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await phone.page.getByRole('heading', { name: 'Your bootcamp application was received' }).waitFor();

    // The photos came back as real files: the organisers get the pictures.
    const [row] = (await exportRows(site, 'bootcamp')).filter((entry) => entry.email === applicant.email);
    expect(row?.name_en).toBe(applicant.name);
    expect(row?.why_this_workshop).toBe(REASON);
    expect((await fetchMedia(site, row!.personal_photo!)).type).toBe('image/png');
    // A submitted draft is gone, for both browsers.
    await expect.poll(() => draftOf(phone.page, site.url, 'bootcamp')).toBeNull();
    expect(await draftOf(page, site.url, 'bootcamp')).toBeNull();

    expect(unexpected(desk.problems)).toEqual([]);
    expect(unexpected(phone.problems)).toEqual([]);
    await phone.close();
    await desk.close();
  });

  test('a corrupted link shows a clear page that starts fresh', async () => {
    const { page, problems, close } = await openPage(browser, viewports[1]);
    await page.goto(`${site.url}/drafts/resume#${'x'.repeat(43)}`);
    const heading = page.getByRole('heading', { name: 'This link has expired or is not valid' });
    await heading.waitFor();
    expect(page.url()).toBe(`${site.url}/drafts/resume`);
    expect((await focusedDescription(page)).name).toBe('This link has expired or is not valid');
    await expectAccessible(page, 'the expired link page');
    await page.getByRole('link', { name: 'Apply to the bootcamp' }).click();
    await onStep(page, 'Guidline');
    expect(await page.getByRole('region', { name: 'Saved answers' }).count()).toBe(0); // fresh: nothing offered
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
