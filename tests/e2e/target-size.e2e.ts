import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishForm } from './support/admin';
import { fillPersonalStep, newApplicant } from './support/bootcamp';
import { next, onStep, POLL } from './support/forms';
import { openPage, viewports } from './support/pages';
import { closeSite, openSite } from './support/open-site';
import type { Site } from './support/site';
import { smallTargets, type SmallTarget } from './support/target-size';
import { addMember, enterAsLeader, fillTeamInfo, memberDialog, newMember } from './support/team';

let site: Site;
let browser: Browser;

const TWO_OPTIONS = [
  { label: 'Morning', value: 'am' },
  { label: 'Evening', value: 'pm' },
];

/** One field of every kind a published form can hold, so each widget's controls are measured. */
const EVERY_WIDGET = {
  title: 'Every widget',
  steps: [
    {
      title: 'Every widget',
      fields: [
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'about', label: 'About you', type: 'textarea' },
        { name: 'age', label: 'Age', type: 'number' },
        { name: 'born', label: 'Date of birth', type: 'date' },
        { name: 'arrival', label: 'Arrival time', type: 'time' },
        { name: 'site', label: 'Website', type: 'url' },
        { name: 'team', label: 'Team', type: 'select', options: TWO_OPTIONS },
        { name: 'langs', label: 'Languages', type: 'multiselect', options: TWO_OPTIONS },
        { name: 'shift', label: 'Shift', type: 'radio', options: TWO_OPTIONS },
        { name: 'agree', label: 'I agree to the rules', type: 'checkbox' },
        { name: 'news', label: 'Send me news', type: 'switch' },
        { name: 'photo', label: 'Photo', type: 'image' },
        { name: 'cv', label: 'CV', type: 'file' },
        { name: 'links', label: 'Links', type: 'dynamicArrayField', fields: [{ name: 'url', label: 'Link', type: 'url' }] },
        { name: 'robot', label: 'Captcha', type: 'reCaptcha' },
      ],
    },
  ],
};

beforeAll(async () => {
  ({ site, browser } = await openSite());
  await publishForm(site, 'every-widget', EVERY_WIDGET);
});

afterAll(() => closeSite({ site, browser }));

/** Measures the page as it is now under the name of the state, collecting what is too small. */
function measurer(page: Page) {
  const found: Record<string, SmallTarget[]> = {};
  return {
    found,
    measure: async (state: string) => {
      const small = await smallTargets(page);
      if (small.length > 0) found[state] = small;
    },
  };
}

describe.each(viewports)('every control is at least 24 x 24 px at $width x $height', (viewport) => {
  test('home, its menus and the chatbot', async () => {
    const { page, close } = await openPage(browser, viewport);
    const { found, measure } = measurer(page);
    await page.goto(site.url, { waitUntil: 'networkidle' });
    await measure('home');
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await measure('home, open menu');
    }
    await page.getByRole('button', { name: 'Previous Editions' }).click();
    await page.getByRole('link', { name: '2019' }).first().waitFor();
    await measure('home, open Previous Editions');
    await page.keyboard.press('Escape');
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('dialog', { name: 'NASA Space Apps Challenge Cairo' }).waitFor();
    await measure('the open chatbot');
    expect(found).toEqual({});
    await close();
  });

  test('the bootcamp steps, the error toast and the workshop suggestion', async () => {
    const { page, close } = await openPage(browser, viewport);
    const { found, measure } = measurer(page);
    await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
    await onStep(page, 'Guidline');
    await measure('bootcamp, Guidline');
    await next(page);
    await onStep(page, 'Personal Information');
    await measure('bootcamp, Personal Information');
    await next(page); // nothing answered: the summary and the error toast
    await page.locator('.Toastify__toast').first().waitFor();
    await measure('bootcamp, errors and their toast');
    await fillPersonalStep(page, newApplicant(`targets-${viewport.name}`));
    await measure('bootcamp, Personal Information with three photos chosen');
    await next(page);
    await onStep(page, 'Workshop Preferences');
    await page.getByRole('button', { name: 'Suggest workshop priorities' }).waitFor();
    // the error toast leaves with the step it was about; measured mid-animation it is only a shrinking box
    await page.locator('.Toastify__toast').waitFor({ state: 'detached' });
    await measure('bootcamp, Workshop Preferences');
    expect(found).toEqual({});
    await close();
  });

  test('/register: the entry page, the team steps, the members table and its dialog', async () => {
    const { page, close } = await openPage(browser, viewport);
    const { found, measure } = measurer(page);
    await page.goto(`${site.url}/register`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Before you start' }).waitFor();
    await measure('/register entry');
    await enterAsLeader(page, newMember('Mona Hassan'));
    await onStep(page, 'Guideline');
    await measure('/register, Guideline');
    await next(page);
    await fillTeamInfo(page, `Targets ${viewport.name} ${Date.now() % 100_000}`, 2);
    await measure('/register, Team Information');
    await next(page);
    await onStep(page, 'Create a Team');
    await addMember(page, newMember('Omar Adel'));
    await measure('/register, members table with a row');
    await page.getByRole('button', { name: 'Add Member' }).click();
    await memberDialog(page).waitFor();
    await measure('/register, member dialog');
    expect(found).toEqual({});
    await close();
  });

  test('/form/<id> with every widget', async () => {
    const { page, close } = await openPage(browser, viewport);
    const { found, measure } = measurer(page);
    await page.goto(`${site.url}/form/every-widget`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Every widget' }).waitFor();
    await page.getByRole('checkbox', { name: /I am not a robot/ }).waitFor();
    // Widgets load their code on demand: measure once none is a placeholder.
    await expect.poll(() => page.locator('.widget-loading').count(), POLL).toBe(0);
    await measure('/form/every-widget');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove row 1' }).waitFor();
    await measure('/form/every-widget with a row of links');
    expect(found).toEqual({});
    await close();
  });
});

test('on a phone the error toast leaves the header menu button visible and usable', async () => {
  const { page, close } = await openPage(browser, { width: 360, height: 740 });
  await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
  await next(page);
  await onStep(page, 'Personal Information');
  await next(page);
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  const menu = page.getByRole('button', { name: 'Menu' });
  const [menuBox, toastBox] = [(await menu.boundingBox())!, (await toast.boundingBox())!];
  expect(menuBox.y + menuBox.height, 'the toast starts below the menu button').toBeLessThanOrEqual(toastBox.y);
  // Topmost at the button's middle: the button itself, so a tap reaches it while the toast shows.
  const topmost = await page.evaluate(`(() => {
    const button = [...document.querySelectorAll('.menu-toggle')][0];
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  })()`);
  expect(topmost).toBe(true);
  await menu.click();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  await close();
});
