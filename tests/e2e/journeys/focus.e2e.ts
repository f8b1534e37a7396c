import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { field, next, onStep, POLL } from '../support/forms';
import { openPage, viewports } from '../support/pages';
import { addMember, enterAsLeader, fillTeamInfo, newMember } from '../support/team';
import { closeSite, openSite } from '../support/open-site';
import type { Site } from '../support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSite());
});

afterAll(() => closeSite({ site, browser }));

/** The focused element as an assistive technology meets it: its tag, its text and its role's name. Evaluated in the page. */
async function focused(page: Page): Promise<{ tag: string; text: string }> {
  return (await page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el) return { tag: '', text: '' };
    const text = el.getAttribute('aria-label') || el.querySelector('caption')?.textContent || el.textContent || '';
    return { tag: el.tagName.toLowerCase(), text: text.replace(/\\s+/g, ' ').trim().slice(0, 80) };
  })()`)) as { tag: string; text: string };
}

const KEYS = 'Press Enter or Space to choose a file, or drag and drop it here';
const announced = (page: Page) => page.getByTestId('route-announcer').textContent();

interface AxNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}

/** What Chromium's accessibility tree says of the focused element (the CDP Accessibility domain). */
async function focusedAccessibleNode(page: Page): Promise<{ role: string; name: string; description: string; roledescription: string }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  // The document itself reports focused too: the element is the other node that does.
  const isFocused = (candidate: AxNode) => candidate.properties?.some(({ name, value }) => name === 'focused' && value.value === true);
  const node = nodes.find((candidate) => !candidate.ignored && candidate.role?.value !== 'RootWebArea' && isFocused(candidate));
  const property = (name: string) => String(node?.properties?.find((candidate) => candidate.name === name)?.value.value ?? '');
  const text = (value?: { value: string }) => value?.value ?? '';
  const [role, name, description] = [text(node?.role), text(node?.name), text(node?.description)];
  return { role, name, description, roledescription: property('roledescription') };
}

describe.each(viewports)('focus at $width x $height', (viewport) => {
  test('a route change focuses the new page heading and names it; the first load does not', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto(`${site.url}/about`, { waitUntil: 'networkidle' });
    expect((await focused(page)).tag).toBe('body');
    expect(await announced(page)).toBe('');

    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'F.A.Q.' }).click();
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'h1', text: 'F.A.Q.' });
    expect(await announced(page)).toBe('F.A.Q.');
    await expectAccessible(page, 'a page reached by a link, its heading focused');

    // Back in the browser is a route change too.
    await page.goBack();
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'h1', text: 'About' });
    expect(problems).toEqual([]);
    await close();
  });

  test('Continue on /register focuses the team form heading; saving the last member and deleting a row focus the table', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await page.goto(`${site.url}/register`, { waitUntil: 'networkidle' });
    await enterAsLeader(page, newMember('Mona Hassan'));
    await onStep(page, 'Guideline');
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'h2', text: 'Guideline' });

    await next(page);
    await fillTeamInfo(page, `Focus ${viewport.name} ${Date.now() % 100_000}`, 2);
    await next(page);
    await onStep(page, 'Create a Team');
    await addMember(page, newMember('Omar Adel'));
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'button', text: 'Add Member' });
    await addMember(page, newMember('Sara Ali'));
    // The team is full and Add Member is gone: focus is on the members table, not lost to the page.
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'table', text: 'Team members' });
    await expectAccessible(page, 'the full members table, focused');

    await page.getByRole('button', { name: 'Delete Sara Ali' }).click();
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'table', text: 'Team members' });
    expect(await page.getByRole('button', { name: 'Add Member' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test('a required upload is announced as a required file input with its keys', async () => {
    const { page, close } = await openPage(browser, viewport);
    await page.goto(`${site.url}/bootcamp-registration`, { waitUntil: 'networkidle' });
    await next(page);
    await onStep(page, 'Personal Information');
    await field(page, 'National ID (front side)').focus();
    const node = await focusedAccessibleNode(page);
    // Chromium's role for a file input is button, and it drops required: the role description and the description say both.
    expect(node).toEqual({
      role: 'button',
      name: expect.stringMatching(/^National ID \(front side\)/),
      roledescription: 'file input',
      // What to press, the field's help, then the accepted types.
      description: expect.stringMatching(new RegExp(`^Required\\. ${KEYS} A clear photo.* up to 10 MB$`)),
    });
    expect(await page.getByText(KEYS).first().isVisible()).toBe(true);
    await close();
  });
});
