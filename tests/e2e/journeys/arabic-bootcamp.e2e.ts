import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmtpSink } from '../../../server/mail/smtp-sink';
import { refusal } from '../../../server/submissions/refusal-words';
import { messagesAr } from '../../../src/engine/i18n/messages-ar';
import { arabicForm, arabicWords, expectRightToLeft, shoot } from '../support/arabic';
import { expectAccessible } from '../support/axe';
import { newApplicant, photos, postApplication } from '../support/bootcamp';
import { field, fillDate, optionsNarrowedTo, uploadByChooser } from '../support/forms';
import { expectFocusInView } from '../support/focus';
import { mailTo } from '../support/lifecycle';
import { focusedDescription, openPage } from '../support/pages';
import type { Site } from '../support/site';
import { closeSite, openSite } from '../support/open-site';

let sink: SmtpSink;
let site: Site;
let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'arabic-journey-'));

beforeAll(async () => {
  ({ site, browser, sink } = await openSite({ mail: true }));
});

afterAll(() => closeSite({ site, browser, sink }));

const form = arabicForm('bootcamp');
const words = arabicWords('forms');

/** Chooses an option of a select by its Arabic label, typed to narrow the list as a reader would. */
async function choose(page: Page, name: string, value: string): Promise<void> {
  const text = form.option(name, value);
  const input = field(page, form.label(name));
  await input.click();
  await input.fill(text);
  await optionsNarrowedTo(page, text);
  await page.keyboard.press('Enter');
  if ((await page.getByRole('listbox').count()) > 0) await page.keyboard.press('Escape');
}

const next = (page: Page) => page.getByRole('button', { name: words('wizard.next'), exact: true }).click();
const onStep = (page: Page, title: string) => page.getByRole('heading', { name: title }).first().waitFor();

describe('the bootcamp in Arabic on a 360 px phone', () => {
  test('every step in Arabic, right to left; a refusal by the server in Arabic; the e-mail in Arabic', async () => {
    const first = newApplicant('arabic-first');
    await postApplication(site.url, first);
    const { page, problems, close } = await openPage(browser, { width: 360, height: 740 });
    const applicant = { ...newApplicant('arabic'), email: first.email }; // the server will refuse this e-mail

    await page.goto(`${site.url}/ar/bootcamp-registration`, { waitUntil: 'networkidle' });
    expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual(['ar', 'rtl']);
    await onStep(page, form.step(0));
    await shoot(page, shots, '1-guideline');
    await expectAccessible(page, 'the Arabic guideline step');
    await next(page);

    // Next on the empty step: the summary and every message in Arabic, focus on the first field.
    await onStep(page, form.step(1));
    await next(page);
    await page
      .getByRole('alert')
      .filter({ hasText: words('summary.title') })
      .waitFor();
    const summary = page.locator('.error-summary');
    // One link per error, "label: message", both in Arabic.
    const required = summary.getByRole('link', { name: new RegExp(`: ${messagesAr.required({})}$`) });
    expect(await required.count()).toBeGreaterThan(3);
    expect(await required.first().textContent()).toBe(`${form.label('name_en')}: ${messagesAr.required({})}`);
    expect((await focusedDescription(page)).name).toMatch(new RegExp(`^${form.label('name_en').replace(/[()]/g, '\\$&')}`));
    await expectFocusInView(page, 'the first invalid field');
    await expectRightToLeft(
      page.getByRole('heading', { name: form.step(1) }).first(),
      page.locator('form.form-renderer'),
      'the step title',
    );
    await shoot(page, shots, '2-personal-refused');
    await expectAccessible(page, 'the Arabic personal step with its errors');

    const nameAr = field(page, form.label('name_ar'));
    expect(await nameAr.getAttribute('lang')).toBe('ar');
    expect(await nameAr.getAttribute('dir')).toBe('auto');
    // Empty, an answer starts on the right (its placeholder too); the letters typed then decide, Latin ones left to right.
    type Styles = { getComputedStyle: (node: unknown) => { direction: string } };
    const direction = (input: Locator) => input.evaluate((node) => (globalThis as unknown as Styles).getComputedStyle(node).direction);
    const nameEn = field(page, form.label('name_en'));
    expect([await direction(nameEn), await direction(nameAr)]).toEqual(['rtl', 'rtl']);
    await nameEn.fill(applicant.name);
    await nameAr.fill('منى حسن');
    expect([await direction(nameEn), await direction(nameAr)]).toEqual(['ltr', 'rtl']);
    await field(page, form.label('email')).fill(applicant.email);
    await fillDate(page, page, form.label('birth_date'), '1998-01-01');
    await field(page, form.label('phone_number')).fill(applicant.phone);
    await choose(page, 'nationality_id', '1');
    await choose(page, 'governorate', 'Giza');
    await choose(page, 'educational_level_id', '3');
    await field(page, form.label('educational_institute')).fill('جامعة القاهرة');
    await choose(page, 'field_of_study_id', '1');
    await choose(page, 'graduated', '1');
    await field(page, form.label('national_id')).fill(applicant.nationalId);
    await uploadByChooser(page, page, form.label('national_id_front'), photos.front, words('upload.instructions'));
    await uploadByChooser(page, page, form.label('national_id_back'), photos.back, words('upload.instructions'));
    await choose(page, 'team_status_id', '1');
    await choose(page, 'technical-skills', '1');
    await choose(page, 'non-technical-skills', '11');
    await choose(page, 'participation_status_id', '1');
    await uploadByChooser(page, page, form.label('personal_photo'), photos.personal, words('upload.instructions'));
    await shoot(page, shots, '3-personal-filled');
    await next(page);

    await onStep(page, form.step(2));
    await choose(page, 'first_priority_id', '1');
    await choose(page, 'second_priority_id', '2');
    await choose(page, 'third_priority_id', '3');
    await field(page, form.label('why_this_workshop')).fill('أريد أن أتعلم تحليل البيانات من أجل التحدي.');
    await choose(page, 'attend_workshop', '1');
    await page.getByRole('checkbox').last().check();
    await shoot(page, shots, '4-workshops');
    await expectAccessible(page, 'the Arabic workshop step');
    await next(page);

    await onStep(page, words('review.title'));
    // Answers read the way they were typed: an Arabic name right to left, an e-mail address left to right.
    const review = page.locator('.review-step');
    await review.getByText('منى حسن').first().waitFor();
    expect(await review.getByText(form.option('governorate', 'Giza')).count()).toBeGreaterThan(0);
    await shoot(page, shots, '5-review');
    await expectAccessible(page, 'the Arabic review step');
    await page.getByRole('button', { name: words('wizard.submit'), exact: true }).click();

    // The server refuses the e-mail in Arabic: back on the step, the message under the field, focus on it.
    await onStep(page, form.step(1));
    await page.locator('.field-error').getByText(refusal('applicationEmailTaken', 'ar')).waitFor();
    expect((await focusedDescription(page)).name).toMatch(new RegExp(`^${form.label('email')}`));
    await shoot(page, shots, '6-refused-by-server');
    await expectAccessible(page, 'the e-mail refused by the server in Arabic');

    const email = newApplicant('arabic-corrected').email;
    await field(page, form.label('email')).fill(email);
    await next(page);
    await next(page);
    await onStep(page, words('review.title'));
    await page.getByRole('button', { name: words('wizard.submit'), exact: true }).click();
    await page.getByRole('heading', { name: words('pages.bootcampReceived') }).waitFor();
    await shoot(page, shots, '7-received');
    await expectAccessible(page, 'the Arabic success screen');

    // The e-mail is Arabic and right to left, and its link leads to the Arabic page.
    const received = await mailTo(sink, email, /./);
    expect(received.html).toMatch(/<html[^>]*lang="ar"/);
    expect(received.html).toMatch(/dir="rtl"/);
    expect(received.subject).toMatch(/[\u0600-\u06FF]/);
    expect(received.text).toMatch(/\/ar\/application\/[A-Za-z0-9_-]{43}/);

    expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    await close();
  });

  test('switching language in the middle of the form keeps the step and the answers', async () => {
    const { page, problems, close } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await field(page, 'Full name (English)').fill('Mona Hassan');
    await page.getByRole('link', { name: /العربية/ }).click();

    await page.waitForURL(`${site.url}/ar/bootcamp-registration`);
    await onStep(page, form.step(1));
    expect(await field(page, form.label('name_en')).inputValue()).toBe('Mona Hassan');
    expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual(['ar', 'rtl']);
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(`${site.url}/bootcamp-registration`);
    expect(await field(page, 'Full name (English)').inputValue()).toBe('Mona Hassan');
    expect(problems).toEqual([]);
    await close();
  });
});
