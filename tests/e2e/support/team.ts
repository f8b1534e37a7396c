import type { Locator, Page } from 'playwright-core';
import { choose, field, formsLive, onStep, pngFile, uploadByChooser } from './forms';

export interface Member {
  name: string;
  email: string;
  phone: string;
  national: string;
}

let serial = 0;

/** A member nobody else registered: a member's e-mail and national ID belong to one team. */
export function newMember(name: string): Member {
  serial += 1;
  const digits = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(2, '0');
  return {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}.${digits}@example.com`,
    phone: `0101234${digits.slice(-4)}`,
    national: `298010${digits}`,
  };
}

/** The entry page of /register: the team leader, on-site, a new team. */
export async function enterAsLeader(page: Page, leader: Member): Promise<void> {
  await page.getByRole('heading', { name: 'Before you start' }).waitFor();
  await formsLive(page);
  await page.getByLabel('Team leader’s e-mail').fill(leader.email);
  await page.getByLabel('National ID or passport number').fill(leader.national);
  await page.getByRole('radio', { name: 'On-Site' }).check();
  await page.getByRole('radio', { name: 'Register a new team' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The Team Information step. */
export async function fillTeamInfo(page: Page, teamName: string, count: number): Promise<void> {
  await onStep(page, 'Team Information');
  await field(page, 'Team name').fill(teamName);
  await choose(page, page, 'Number of team members', String(count));
  await choose(page, page, 'Challenge', 'Exosky');
  await choose(page, page, 'Has any team member taken part', 'NO');
  await choose(page, page, 'Has your team taken part in other', 'No');
  await choose(page, page, 'If on-site seats run out', 'Yes');
}

/** Every answer of the member dialog. */
export async function fillMember(page: Page, dialog: Locator, member: Member): Promise<void> {
  await field(dialog, 'Full name').fill(member.name);
  await field(dialog, 'Email').fill(member.email);
  await field(dialog, 'Retype email').fill(member.email);
  await field(dialog, 'Mobile number').fill(member.phone);
  await field(dialog, 'Address').fill('12 Nile Street, Giza');
  await choose(page, dialog, 'Gender', 'Female');
  await field(dialog, 'Age').fill('22');
  await choose(page, dialog, 'Study level', 'Undergraduate');
  await field(dialog, 'Organization').fill('Cairo University');
  await choose(page, dialog, 'Major', 'Computer');
  await field(dialog, 'National ID or passport number').fill(member.national);
  await uploadByChooser(page, dialog, 'National ID photo', pngFile(`id-${member.national}.png`));
  await choose(page, dialog, 'How will this member take part?', 'On-site');
  await choose(page, dialog, 'Do you agree to share', 'Yes');
}

export const memberDialog = (page: Page, title = 'Add member') => page.getByRole('dialog', { name: title });

/** Add Member, fill the dialog, Save member; resolves once the row is in the table. */
export async function addMember(page: Page, member: Member): Promise<void> {
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = memberDialog(page);
  await dialog.waitFor();
  await fillMember(page, dialog, member);
  await dialog.getByRole('button', { name: 'Save member' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: member.name, exact: true }).waitFor();
}

/** The Upload Your Project step, with the team photo through the file chooser. */
export async function fillProject(page: Page): Promise<void> {
  await onStep(page, 'Upload Your Project');
  await choose(page, page, 'Final solution type', 'Website');
  await field(page, 'Your solution').fill('A web app that visualises exoplanet skies for students and teachers.');
  await field(page, 'Project proposal link').fill('https://docs.example.com/proposal');
  await field(page, 'Project video link').fill('https://youtu.be/abcdef');
  await uploadByChooser(page, page, 'Team photo', pngFile('team.png'));
  await choose(page, page, 'Mentorship your team needs', 'Web');
}
