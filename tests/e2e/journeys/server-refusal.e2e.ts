import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportRows } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { fillBootcampToReview, newApplicant, postApplication } from '../support/bootcamp';
import { field, next, onStep } from '../support/forms';
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

describe.each(viewports)('a server refusal at $width x $height', (viewport) => {
  test('a duplicate e-mail lands on the Personal Information step with the message and focus on Email', async () => {
    const first = newApplicant(`first-${viewport.name}`);
    await postApplication(site.url, first);

    const { page, problems, close } = await openPage(browser, viewport);
    const applicant = { ...newApplicant(viewport.name), email: first.email }; // same e-mail, other national ID
    await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
    await fillBootcampToReview(page, applicant);
    await page.getByRole('button', { name: 'Submit' }).click();

    await onStep(page, 'Personal Information');
    const email = field(page, 'Email');
    await page.locator('.field-error').getByText('An application with this e-mail address already exists.').waitFor();
    expect((await focusedDescription(page)).name).toMatch(/^Email/);
    await expectFocusInView(page, 'the refused e-mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe(first.email); // the answer stays, to be corrected
    expect(await field(page, 'Full name (English)').inputValue()).toBe(applicant.name);
    await expectAccessible(page, 'the e-mail refused by the server');

    const corrected = newApplicant(`corrected-${viewport.name}`).email;
    await email.fill(corrected);
    await next(page);
    await next(page);
    await onStep(page, 'Check your answers');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Your bootcamp application was received' }).waitFor();

    const rows = await exportRows(site, 'bootcamp');
    expect(rows.filter((row) => row.email === first.email)).toHaveLength(1);
    expect(rows.filter((row) => row.email === corrected)).toHaveLength(1);
    // The refused submission logged nothing but its own 409 in the console.
    expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    await close();
  });
});
