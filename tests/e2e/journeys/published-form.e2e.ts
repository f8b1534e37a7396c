import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportRows, publishForm } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { choose, field, fillDate, next, onStep } from '../support/forms';
import { focusedDescription, openPage, viewports } from '../support/pages';
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

/** What an organiser publishes: two steps, a radio controlling a required follow-up question. */
const volunteerForm = {
  title: 'Volunteer Application',
  description: 'Help us run the Cairo edition.',
  steps: [
    {
      title: 'About you',
      fields: [
        { name: 'full_name', label: 'Full name', type: 'text', autocomplete: 'name', validation: { required: true, minLength: 3 } },
        { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', validation: { required: true } },
        { name: 'phone', label: 'Mobile number', type: 'tel', autocomplete: 'tel' },
        { name: 'birth_date', label: 'Date of birth', type: 'date', autocomplete: 'bday' },
        {
          name: 'volunteered_before',
          label: 'Have you volunteered before?',
          type: 'radio',
          options: [
            { label: 'Yes', value: '1' },
            { label: 'No', value: '0' },
          ],
          validation: { required: true },
        },
        {
          name: 'previous_events',
          label: 'Which events?',
          type: 'text',
          dependsOn: { field: 'volunteered_before', value: '1' },
          validation: { required: true },
        },
      ],
    },
    {
      title: 'Availability',
      fields: [
        {
          name: 'team',
          label: 'Preferred team',
          type: 'select',
          options: [
            { label: 'Registration desk', value: 'desk' },
            { label: 'Logistics', value: 'logistics' },
            { label: 'Media', value: 'media' },
          ],
          validation: { required: true },
        },
        { name: 'notes', label: 'Anything else?', type: 'textarea' },
      ],
    },
  ],
};

describe.each(viewports)('a published definition at $width x $height', (viewport) => {
  test("a press on Next lands although leaving the answer shows that answer's message and moves the button", async () => {
    const formId = `press-${viewport.name}`;
    await publishForm(site, formId, {
      title: 'Team name',
      steps: [
        {
          title: 'Your team',
          fields: [{ name: 'team_name', label: 'Team name', type: 'text', validation: { required: true, minLength: 3 } }],
        },
        { title: 'Anything else', fields: [{ name: 'notes', label: 'Notes', type: 'textarea' }] },
      ],
    });
    const { page, close } = await openPage(browser, viewport);
    await page.goto(`${site.url}/form/${formId}`);
    await onStep(page, 'Your team');
    await field(page, 'Team name').fill('ab');
    const box = (await page.getByRole('button', { name: 'Next', exact: true }).boundingBox())!;
    // Pressed near its top edge, released two frames later: time for a message drawn below the answer to push it down.
    await page.mouse.move(box.x + box.width / 2, box.y + 4);
    await page.mouse.down();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.mouse.up();
    await page.getByText('There is a problem').waitFor();
    expect((await focusedDescription(page)).name).toMatch(/^Team name/);
    await close();
  });

  test('is filled at /form/{id}; its conditional question appears, disappears and comes back empty', async () => {
    const formId = `volunteer-${viewport.name}`;
    await publishForm(site, formId, volunteerForm);
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto(`${site.url}/form/${formId}`);
    await page.getByRole('heading', { level: 1, name: 'Volunteer Application' }).waitFor();
    await onStep(page, 'About you');
    await expectAccessible(page, 'the first step of a published form');

    await field(page, 'Full name').fill('Omar Farouk');
    await field(page, 'Email').fill(`omar.${viewport.name}@example.com`);
    await field(page, 'Mobile number').fill('01123456789');
    await fillDate(page, page, 'Date of birth', '2001-03-03');
    const events = page.getByLabel(/^Which events\?/);
    expect(await events.count()).toBe(0);

    await page.getByRole('radio', { name: 'Yes' }).check();
    await events.waitFor();
    await events.fill('Space Apps Cairo 2023');
    await page.getByRole('radio', { name: 'No' }).check();
    await events.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Yes' }).check();
    expect(await events.inputValue()).toBe(''); // a hidden answer is dropped, not kept for later

    // Visible again, it is required again.
    await next(page);
    await page.locator('.field-error').getByText('Which events? is required when Have you volunteered before? is Yes').waitFor();
    expect((await focusedDescription(page)).name).toMatch(/^Which events\?/);
    await expectAccessible(page, 'the conditional question refused empty');
    await events.fill('Space Apps Cairo 2024');
    await next(page);

    await onStep(page, 'Availability');
    await choose(page, page, 'Preferred team', 'Logistics');
    await next(page);
    await onStep(page, 'Check your answers');
    expect(await page.getByText('Space Apps Cairo 2024').count()).toBe(1);
    await expectAccessible(page, 'the review of a published form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Your answers were received' }).waitFor();

    const rows = await exportRows(site, formId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Omar Farouk',
      volunteered_before: 'Yes',
      previous_events: 'Space Apps Cairo 2024',
      team: 'Logistics',
    });
    expect(problems).toEqual([]);
    await close();
  });
});
