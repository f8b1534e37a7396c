import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportRows } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { choose, field, next, onStep } from '../support/forms';
import { focusedDescription, openPage, viewports } from '../support/pages';
import type { Site } from '../support/site';
import { addMember, enterAsLeader, fillMember, fillProject, fillTeamInfo, memberDialog, newMember } from '../support/team';
import { closeSite, openSite } from '../support/open-site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSite());
});

afterAll(() => closeSite({ site, browser }));

describe.each(viewports)('hackathon team at $width x $height', (viewport) => {
  test('a team of three registered through the members dialog; the same name in other letter case is refused', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const teamName = `Orbiters ${viewport.name} ${Date.now() % 100_000}`;
    const [mona, omar, sara] = [newMember('Mona Hassan'), newMember('Omar Adel'), newMember('Sara Ali')];

    await page.goto(`${site.url}/register`, { waitUntil: 'networkidle' });
    await expectAccessible(page, 'the entry page');
    await enterAsLeader(page, mona);

    await onStep(page, 'Guideline');
    await expectAccessible(page, 'the Guideline step');
    await next(page);
    await onStep(page, 'Team Information');
    await fillTeamInfo(page, teamName, 3);
    await expectAccessible(page, 'the Team Information step');
    await next(page);

    await onStep(page, 'Create a Team');
    expect(await page.getByText('No Members added yet').isVisible()).toBe(true);
    expect(await page.getByText('Your team must consist of 3 members').isVisible()).toBe(true);
    await expectAccessible(page, 'the empty members step');

    // The dialog refuses an empty member, then takes a full one.
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = memberDialog(page);
    await dialog.waitFor();
    await expectAccessible(page, 'the members dialog');
    await dialog.getByRole('button', { name: 'Save member' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    await expectAccessible(page, 'the members dialog with its errors');
    await fillMember(page, dialog, mona);
    await dialog.getByRole('button', { name: 'Save member' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await focusedDescription(page)).name).toBe('Add Member');

    await addMember(page, omar);
    await addMember(page, sara);
    expect(await page.getByRole('button', { name: 'Add Member' }).count()).toBe(0); // the team is complete

    // Edit one member: the dialog opens with the answers, the table shows the change.
    await page.getByRole('button', { name: `Edit ${omar.name}` }).click();
    const editing = memberDialog(page, 'Edit member');
    expect(await field(editing, 'Email').inputValue()).toBe(omar.email);
    omar.name = 'Omar Adel Said';
    await field(editing, 'Full name').fill(omar.name);
    await editing.getByRole('button', { name: 'Save member' }).click();
    await editing.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: omar.name, exact: true }).waitFor();

    // Delete one and add her again.
    await page.getByRole('button', { name: `Delete ${sara.name}` }).click();
    expect(await page.getByRole('cell', { name: sara.name, exact: true }).count()).toBe(0);
    expect(await page.getByText('Your team must consist of 3 members').isVisible()).toBe(true);
    await addMember(page, sara);

    await choose(page, page, 'Team leader', 'Mona');
    await expectAccessible(page, 'the members step with three members');
    await next(page);

    await fillProject(page);
    await expectAccessible(page, 'the Upload Your Project step');
    await next(page);

    await onStep(page, 'Check your answers');
    const review = page.locator('.review-step');
    expect(await review.getByText(teamName, { exact: true }).count()).toBe(1);
    expect(await review.getByText('team.png').count()).toBe(1);
    await expectAccessible(page, 'the review step');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: "Your team's application was received" }).waitFor();
    await expectAccessible(page, 'the success screen');

    const rows = (await exportRows(site, 'hackathon')).filter((row) => row.team_name === teamName);
    expect(rows).toHaveLength(1);
    expect([rows[0]!['members.0.name'], rows[0]!['members.1.name'], rows[0]!['members.2.name']]).toEqual([mona.name, omar.name, sara.name]);
    expect(rows[0]!.team_leader_id).toBe(mona.name);
    expect(problems).toEqual([]);
    await close();

    // Another leader tries the same name in capitals: refused on the team name, nothing else lost.
    const again = await openPage(browser, viewport);
    const lina = newMember('Lina Samir');
    await again.page.goto(`${site.url}/register`, { waitUntil: 'networkidle' });
    await enterAsLeader(again.page, lina);
    await next(again.page);
    await fillTeamInfo(again.page, teamName.toUpperCase(), 1);
    await next(again.page);
    await addMember(again.page, lina);
    await choose(again.page, again.page, 'Team leader', 'Lina');
    await next(again.page);
    await fillProject(again.page);
    await next(again.page);
    await onStep(again.page, 'Check your answers');
    await again.page.getByRole('button', { name: 'Submit' }).click();

    await onStep(again.page, 'Team Information');
    await again.page.getByText('A team with this name already exists.').first().waitFor();
    expect((await focusedDescription(again.page)).name).toMatch(/^Team name/);
    expect(await field(again.page, 'Team name').inputValue()).toBe(teamName.toUpperCase());
    await expectAccessible(again.page, 'the team name refused by the server');
    expect((await exportRows(site, 'hackathon')).filter((row) => row.team_name?.toLowerCase() === teamName.toLowerCase())).toHaveLength(1);
    await again.close();
  });
});
