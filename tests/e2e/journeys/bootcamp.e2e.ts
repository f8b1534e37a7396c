import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportRows, fetchMedia } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { fillPersonalStep, fillWorkshopStep, newApplicant } from '../support/bootcamp';
import { chosenOptions, next, onStep, PNG_BYTES, POLL } from '../support/forms';
import { expectFocusInView } from '../support/focus';
import { focusedDescription, openPage, viewports } from '../support/pages';
import type { Site } from '../support/site';
import { closeSite, openSite } from '../support/open-site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSite());
});

afterAll(() => closeSite({ site, browser }));

describe.each(viewports)('bootcamp application at $width x $height', (viewport) => {
  test('from the home page to the organisers’ export, with photos chosen through the file chooser', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const applicant = newApplicant(viewport.name);

    await page.goto(site.url, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'The bootcamp' }).getByRole('link', { name: 'Apply to the bootcamp' }).click();
    await page.waitForURL(`${site.url}/bootcamp-registration`);
    await onStep(page, 'Guidline');
    await expectAccessible(page, 'the Guidline step');

    await next(page);
    await onStep(page, 'Personal Information');
    await expectFocusInView(page, 'the Personal Information step');
    await expectAccessible(page, 'the empty Personal Information step');

    // Next on an empty step: the summary, every message, focus on the first field.
    await next(page);
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect((await focusedDescription(page)).name).toMatch(/^Full name \(English\)/);
    await expectFocusInView(page, 'the first invalid field');
    await expectAccessible(page, 'the Personal Information step with its errors');

    await fillPersonalStep(page, applicant);
    await expectAccessible(page, 'the filled Personal Information step');
    await next(page);

    await onStep(page, 'Workshop Preferences');
    await expectFocusInView(page, 'the Workshop Preferences step');
    await page.getByRole('button', { name: 'Suggest workshop priorities' }).click();
    const form = page.locator('form.form-renderer');
    // The suggestion fills the three empty priorities.
    await expect.poll(async () => (await chosenOptions(form)).length, POLL).toBe(3);
    await expectAccessible(page, 'the Workshop Preferences step with suggestions');
    await fillWorkshopStep(page, { priorities: false });
    const priorities = await chosenOptions(form);
    await next(page);

    await onStep(page, 'Check your answers');
    await expectFocusInView(page, 'the review step');
    const review = page.locator('.review-step');
    expect(await review.getByText(applicant.email).count()).toBe(1);
    for (const name of ['id-front.png', 'id-back.png', 'me.png']) expect(await review.getByText(name).count()).toBeGreaterThan(0);
    for (const priority of priorities.slice(0, 3)) expect(await review.getByText(priority, { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'the review step');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Your bootcamp application was received' }).waitFor();
    expect((await focusedDescription(page)).name).toBe('Your bootcamp application was received');
    const reference = (await page.locator('.result-reference strong').textContent())!.trim();
    await expectAccessible(page, 'the success screen');

    const rows = (await exportRows(site, 'bootcamp')).filter((row) => row.email === applicant.email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.id).toBe(reference);
    expect(row.name_en).toBe(applicant.name);
    expect(row.governorate).toBe('Giza');
    expect(row['technical-skills']).toBe('Programming');
    expect([row.first_priority_id, row.second_priority_id, row.third_priority_id]).toEqual(priorities.slice(0, 3));
    for (const column of ['national_id_front', 'national_id_back', 'personal_photo']) {
      expect(row[column]).toMatch(/\/api\/v1\/admin\/media\/[0-9a-f-]{36}$/);
    }
    const photo = await fetchMedia(site, row.personal_photo!);
    expect(photo.status).toBe(200);
    expect(photo.type).toBe('image/png');
    // Re-encoded on the way in (metadata stripped): the same picture, not the same bytes.
    const [stored, sent] = await Promise.all(
      [photo.bytes, PNG_BYTES].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })),
    );
    expect(stored!.info).toMatchObject({ width: sent!.info.width, height: sent!.info.height });
    expect(stored!.data.equals(sent!.data)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
