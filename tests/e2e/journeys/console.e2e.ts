import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmtpSink } from '../../../server/mail/smtp-sink';
import { bootcampEntries } from '../../../server/test-support/answers';
import { expectAccessible } from '../support/axe';
import { chromiumArgs } from '../support/browser';
import { choose, field } from '../support/forms';
import { applicationIdOf, confirmLinkIn, mailTo, organiser } from '../support/lifecycle';
import { openPage } from '../support/pages';
import { writeQrVideo } from '../support/qr-video';
import type { Site } from '../support/site';
import { closeSite, openSite } from '../support/open-site';

let sink: SmtpSink;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser, sink } = await openSite({ mail: true }));
});

afterAll(() => closeSite({ site, browser, sink }));

const PASSWORD = 'orbit-console-password';
const CODE = /\b[A-Z2-9]{4}-[A-Z2-9]{4}\b/;

/** `npm run organisers -- ...` as an admin types it, the password piped on standard input. */
function organisersCommand(args: string[], password?: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'organisers', '--', ...args, '--url', site.url], {
      env: { ...process.env, ADMIN_TOKEN: site.adminToken },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(password === undefined ? '' : `${password}\n`);
  });
}

async function apply(name: string, email: string, nationalId: string): Promise<void> {
  const body = new FormData();
  for (const [key, value] of bootcampEntries({ name_en: name, email, national_id: nationalId })) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, new Blob([value.file], { type: value.type ?? 'image/png' }), value.name);
  }
  const posted = await fetch(`${site.url}/api/v1/bootcamp-participants`, { method: 'POST', body });
  expect(posted.status, await posted.clone().text()).toBe(201);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Whether every image on the page has really loaded (a 401 would leave it broken). */
const imagesLoaded = (page: Page) =>
  page.evaluate(`[...document.images].map((image) => image.complete && image.naturalWidth > 0)`) as Promise<boolean[]>;

describe('the organisers run the registration from the browser', () => {
  test('accounts from the command line, review and bulk acceptance, a seat, the door at 360 px, the overview', async () => {
    const suffix = String(Date.now() % 100_000).padStart(5, '0');
    const admin = `admin.${suffix}@example.org`;
    const reviewer = `reviewer.${suffix}@example.org`;
    const door = `door.${suffix}@example.org`;
    for (const [email, role] of [
      [admin, 'admin'],
      [reviewer, 'reviewer'],
      [door, 'door'],
    ] as const) {
      const created = await organisersCommand(['add', email, '--role', role], PASSWORD);
      expect(created.code, created.output).toBe(0);
    }
    const listed = await organisersCommand(['list']);
    expect(listed.output).toContain(reviewer);

    const applicants = ['Nour', 'Salma', 'Karim', 'Hana'].map((first, index) => ({
      name: `${first} Console ${suffix}`,
      email: `${first.toLowerCase()}.${suffix}@example.com`,
      nationalId: `2990101${suffix}${index}0`,
    }));
    for (const applicant of applicants) await apply(applicant.name, applicant.email, applicant.nationalId);

    // The reviewer: sign in from the page they asked for, filter, open one, see its photos.
    const review = await openPage(browser, { width: 1280, height: 800 });
    await review.page.goto(`${site.url}/admin/applications/bootcamp?status=submitted`);
    await review.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await expectAccessible(review.page, 'the console sign-in page');
    await signIn(review.page, reviewer);
    await review.page.getByRole('searchbox', { name: 'Search' }).fill(`Console ${suffix}`);
    const table = review.page.getByRole('table', { name: /Bootcamp applications/ });
    await expect.poll(() => table.getByRole('link', { name: new RegExp(`Console ${suffix}`) }).count()).toBe(4);
    await expectAccessible(review.page, 'the applications table');

    await table.getByRole('link', { name: applicants[0]!.name }).click();
    await review.page.getByRole('heading', { name: applicants[0]!.name, level: 1 }).waitFor();
    await review.page
      .getByRole('img', { name: new RegExp(`of ${applicants[0]!.name}`) })
      .first()
      .waitFor();
    await expect.poll(() => imagesLoaded(review.page)).not.toContain(false);
    expect((await imagesLoaded(review.page)).length).toBeGreaterThanOrEqual(3);
    await expectAccessible(review.page, 'an application in full');
    await review.page.goBack();

    for (const applicant of applicants.slice(0, 3)) await review.page.getByRole('checkbox', { name: `Select ${applicant.name}` }).check();
    await review.page.getByRole('button', { name: 'Accept selected' }).click();
    const question = review.page.getByRole('dialog', { name: 'Accept 3 applications?' });
    await expectAccessible(review.page, 'the bulk question');
    await question.getByRole('button', { name: 'Accept 3 applications' }).click();
    await review.page.getByText('3 applications changed to Accepted.').waitFor();
    const accepted = await Promise.all(applicants.slice(0, 3).map((applicant) => mailTo(sink, applicant.email, /accepted/i)));
    expect(accepted).toHaveLength(3);
    expect(review.problems).toEqual([]);
    await review.close();

    // The admin sets a slot's capacity.
    const desk = await openPage(browser, { width: 1280, height: 800 });
    await desk.page.goto(`${site.url}/admin/seats`);
    await signIn(desk.page, admin);
    const capacity = desk.page.getByRole('spinbutton', { name: /^Change the capacity of Morning/ }).first();
    await capacity.fill('12');
    await desk.page
      .getByRole('button', { name: /^Save the capacity of Morning/ })
      .first()
      .click();
    const morning = async () =>
      (await organiser<{ data: { name: string; capacity: number }[] }>(site, 'GET', '/admin/slots')).data.find((slot) =>
        slot.name.startsWith('Morning'),
      );
    await expect.poll(async () => (await morning())?.capacity).toBe(12);
    await expectAccessible(desk.page, 'the seats page');

    // The first accepted applicant confirms a seat from the e-mail.
    const applicant = await openPage(browser, { width: 1280, height: 800 });
    await applicant.page.goto(confirmLinkIn(accepted[0]!));
    await expect.poll(() => field(applicant.page, 'Email').inputValue()).toBe(applicants[0]!.email);
    await choose(applicant.page, applicant.page, 'Time slot', 'Morning');
    await applicant.page.getByRole('button', { name: /^(Submit|Confirm)/ }).click();
    await applicant.page.getByRole('heading', { name: 'Your seat is confirmed' }).waitFor();
    await applicant.close();
    const code = CODE.exec((await mailTo(sink, applicants[0]!.email, /confirmed/i)).text ?? '')?.[0];
    expect(code).toBeDefined();

    // The door, on a phone: check-in only, by the code.
    const phone = await openPage(browser, { width: 360, height: 740 });
    await phone.page.goto(`${site.url}/admin`);
    await signIn(phone.page, door);
    await phone.page.getByRole('heading', { name: 'Check-in', level: 1 }).waitFor();
    const forbidden = (await phone.page.evaluate(`fetch('/api/v1/admin/applications?kind=bootcamp').then((r) => r.status)`)) as number;
    expect(forbidden).toBe(403);
    await phone.page.getByRole('textbox', { name: 'Check-in code' }).fill(code!);
    await phone.page.getByRole('button', { name: 'Check in', exact: true }).click();
    await phone.page.getByText(applicants[0]!.name).waitFor();
    await phone.page.getByText('Checked in', { exact: true }).waitFor();
    await expectAccessible(phone.page, 'the door after a check-in, 360 px');
    expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await phone.page.goto(`${site.url}/admin/applications/bootcamp`);
    await phone.page.getByRole('heading', { name: 'Check-in', level: 1 }).waitFor(); // the door sees nothing else
    expect(phone.problems.filter((problem) => !problem.includes('status of 403'))).toEqual([]);
    await phone.close();

    // The overview counts moved: three accepted, one of them now checked in.
    await desk.page.goto(`${site.url}/admin`);
    const bootcamp = desk.page.getByRole('region', { name: 'Bootcamp' });
    await bootcamp.getByRole('link', { name: /^1 Checked in/ }).waitFor();
    await bootcamp.getByRole('link', { name: /^2 Accepted/ }).waitFor();
    await expectAccessible(desk.page, 'the overview');
    expect(desk.problems).toEqual([]);
    await desk.close();
  });

  test('the door scans the QR code of the confirmed e-mail with the phone camera', async () => {
    const suffix = String(Date.now() % 100_000).padStart(5, '0');
    const person = { name: `Laila Camera ${suffix}`, email: `laila.${suffix}@example.com`, nationalId: `2990202${suffix}10` };
    await apply(person.name, person.email, person.nationalId);
    const id = await applicationIdOf(site, 'bootcamp', person.email);
    await organiser(site, 'PATCH', `/admin/applications/bootcamp/${id}`, { status: 'accepted' });
    const seat = await fetch(`${site.url}/api/v1/bootcamp-confirmations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: person.name,
        email: person.email,
        national: person.nationalId,
        phone_number: '01012345678',
        slot_id: '1',
      }),
    });
    expect(seat.status, await seat.clone().text()).toBe(201);
    const code = CODE.exec((await mailTo(sink, person.email, /confirmed/i)).text ?? '')?.[0];
    expect(code).toBeDefined();
    const door = `camera.door.${suffix}@example.org`;
    await organiser(site, 'POST', '/admin/organisers', { email: door, role: 'door', password: PASSWORD }, 201);

    // Chromium's fake camera plays a video of the code's QR image (the e-mail's QR holds the code itself).
    const folder = mkdtempSync(join(tmpdir(), 'qr-camera-'));
    const video = join(folder, 'qr.y4m');
    writeQrVideo(video, code!);
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { page, problems, close } = await openPage(camera, { width: 360, height: 740 });
      await page.context().grantPermissions(['camera'], { origin: site.url });
      await page.goto(`${site.url}/admin/check-in`);
      await signIn(page, door);
      await page.getByRole('button', { name: 'Scan QR code' }).click();
      await page.getByText(person.name).waitFor({ timeout: 30_000 });
      await page.getByText('Checked in', { exact: true }).waitFor();
      const list = await organiser<{ data: { status: string }[] }>(
        site,
        'GET',
        `/admin/applications?kind=bootcamp&q=${encodeURIComponent(person.email)}`,
      );
      expect(list.data[0]!.status).toBe('checked_in');
      expect(problems).toEqual([]);
      await close();
    } finally {
      await camera.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
