import type { Page } from 'playwright-core';
import { validAnswers } from '../../fixtures/valid-answers';
import { choose, field, fillDate, next, onStep, PNG_BYTES, pngFile, uploadByChooser, type UploadFile } from './forms';

export interface Applicant {
  name: string;
  email: string;
  phone: string;
  nationalId: string;
}

let serial = 0;

/** A new applicant each call: the server takes one application per e-mail and per national ID. */
export function newApplicant(tag: string): Applicant {
  serial += 1;
  const digits = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(2, '0');
  return {
    name: `Mona Hassan ${tag}`,
    email: `mona.${tag}.${digits}@example.com`,
    phone: '01012345678',
    nationalId: `298010${digits}`,
  };
}

export const photos: Record<'front' | 'back' | 'personal', UploadFile> = {
  front: pngFile('id-front.png'),
  back: pngFile('id-back.png'),
  personal: pngFile('me.png'),
};

/** The Personal Information step, with the three photos chosen through the file chooser. */
export async function fillPersonalStep(page: Page, applicant: Applicant): Promise<void> {
  await onStep(page, 'Personal Information');
  await field(page, 'Full name (English)').fill(applicant.name);
  await field(page, 'Full name (Arabic)').fill('منى حسن');
  await field(page, 'Email').fill(applicant.email);
  await fillDate(page, page, 'Date of birth', '1998-01-01');
  await field(page, 'Mobile number').fill(applicant.phone);
  await choose(page, page, 'Nationality', 'Egypt');
  await choose(page, page, 'Governorate', 'Giza');
  await choose(page, page, 'Educational level', 'Bachelor');
  await field(page, 'Educational institute').fill('Cairo University');
  await choose(page, page, 'Field of study', 'Computer');
  await choose(page, page, 'Have you graduated?', 'Yes');
  await field(page, 'Current occupation').fill('Engineer');
  await field(page, 'National ID number').fill(applicant.nationalId);
  await uploadByChooser(page, page, 'National ID (front side)', photos.front);
  await uploadByChooser(page, page, 'National ID (back side)', photos.back);
  await choose(page, page, 'Team status', 'I have a team');
  await choose(page, page, 'Technical skills', 'Programming');
  await choose(page, page, 'Non-technical skills', 'Presentation');
  await choose(page, page, 'Have you taken part', 'first time');
  await uploadByChooser(page, page, 'Personal photo', photos.personal);
}

/** The Workshop Preferences step without the suggestion: three priorities, reasoning, attendance. */
export async function fillWorkshopStep(page: Page, { priorities = true } = {}): Promise<void> {
  await onStep(page, 'Workshop Preferences');
  if (priorities) {
    await choose(page, page, 'First priority', 'Python');
    await choose(page, page, 'Second priority', 'Machine Learning');
    await choose(page, page, 'Third priority', 'NASA Open Data');
  }
  await field(page, 'Why did you choose these workshops?').fill('I want to learn data analysis for the challenge.');
  await choose(page, page, 'Will you attend the team formation activity?', 'Yes');
  await page.getByRole('checkbox', { name: /I am not a robot/ }).check();
}

/** From the Guidline step to the review, filling every step. */
export async function fillBootcampToReview(page: Page, applicant: Applicant): Promise<void> {
  await onStep(page, 'Guidline');
  await next(page);
  await fillPersonalStep(page, applicant);
  await next(page);
  await fillWorkshopStep(page);
  await next(page);
  await onStep(page, 'Check your answers');
}

/** Posts a complete application straight to the API (as another browser would), for the given applicant. */
export async function postApplication(siteUrl: string, applicant: Applicant): Promise<number> {
  const answers: Record<string, unknown> = {
    ...validAnswers.bootcamp,
    email: applicant.email,
    national_id: applicant.nationalId,
    recaptcha: 'off',
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item));
    else if (typeof value === 'object' && value !== null) body.append(name, new Blob([PNG_BYTES], { type: 'image/png' }), 'photo.png');
    else if (value !== '') body.append(name, String(value));
  }
  const response = await fetch(`${siteUrl}/api/v1/bootcamp-participants`, { method: 'POST', body });
  if (response.status !== 201) throw new Error(`The API refused the application (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
