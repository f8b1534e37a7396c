import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmtpSink } from '../../../server/mail/smtp-sink';
import { teamAnswers } from '../../../server/test-support/answers';
import { formEntries } from '../../../server/test-support/requests';
import { expectAccessible } from '../support/axe';
import { fillBootcampToReview, newApplicant } from '../support/bootcamp';
import { choose, field } from '../support/forms';
import { applicationIdOf, confirmLinkIn, mailTo, organiser, privateLinkIn, statusSentence } from '../support/lifecycle';
import { openPage } from '../support/pages';
import type { Site } from '../support/site';
import { closeSite, openSite } from '../support/open-site';

let sink: SmtpSink;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser, sink } = await openSite({ mail: true }));
});

afterAll(() => closeSite({ site, browser, sink }));

const CODE = /\b[A-Z2-9]{4}-[A-Z2-9]{4}\b/;

describe('after Submit, with the e-mail really sent', () => {
  test('bootcamp: apply, the mailed link, accepted, the prefilled confirmation, the check-in code, checked in', async () => {
    const { page, problems, close } = await openPage(browser, { width: 1280, height: 800 });
    const applicant = newApplicant('lifecycle');
    await page.goto(`${site.url}/bootcamp-registration`);
    await fillBootcampToReview(page, applicant);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Your bootcamp application was received' }).waitFor();

    const received = await mailTo(sink, applicant.email, /received your application/i);
    expect(received.html).toContain(applicant.name);
    await page.goto(privateLinkIn(received));
    await statusSentence(page, 'Your application is in and waiting for a decision');
    await expectAccessible(page, 'the private page of a submitted application');

    const id = await applicationIdOf(site, 'bootcamp', applicant.email);
    await organiser(site, 'PATCH', `/admin/applications/bootcamp/${id}`, { status: 'accepted', note: 'Strong motivation' });
    const accepted = await mailTo(sink, applicant.email, /accepted/i);
    await page.goto(confirmLinkIn(accepted));
    // Opened from the e-mail: the applicant's details are there already.
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(applicant.email);
    expect(await field(page, 'National ID').inputValue()).toBe(applicant.nationalId);
    await choose(page, page, 'Time slot', 'Morning');
    await expectAccessible(page, 'the prefilled confirmation form');
    await page.getByRole('button', { name: /^(Submit|Confirm)/ }).click();
    await page.getByRole('heading', { name: 'Your seat is confirmed' }).waitFor();

    const confirmed = await mailTo(sink, applicant.email, /confirmed/i);
    const code = CODE.exec(confirmed.text ?? '')?.[0];
    expect(code, confirmed.text).toBeDefined();
    const qr = confirmed.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(confirmed.html).toContain(`cid:${qr!.cid}`);

    const scanned = await organiser<{ data: { name: string; status: string } }>(site, 'POST', '/admin/check-in', {
      code: code!.toLowerCase(),
    });
    expect(scanned.data).toMatchObject({ name: applicant.name, status: 'checked_in' });
    await page.goto(privateLinkIn(received));
    await statusSentence(page, 'You are checked in');
    await expectAccessible(page, 'the private page of a checked-in applicant');
    expect(problems).toEqual([]);
    await close();
  });

  test('a team of three: three welcome e-mails, three private links, the leader confirms, three check-in codes', async () => {
    const suffix = String(Date.now() % 100_000);
    const answers = teamAnswers({ team_name: `Orbit Crew ${suffix}` }, 3);
    const members = answers.members as Record<string, string>[];
    members.forEach((member, index) =>
      Object.assign(member, {
        email: `crew${index}.${suffix}@example.com`,
        re_email: `crew${index}.${suffix}@example.com`,
        national: `2990101${suffix.padStart(5, '0')}${index}0`,
      }),
    );
    const body = new FormData();
    for (const [name, value] of formEntries(answers)) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, new Blob([value.file], { type: value.type ?? 'image/png' }), value.name);
    }
    const posted = await fetch(`${site.url}/api/v1/hackathon-registration`, { method: 'POST', body });
    expect(posted.status, await posted.clone().text()).toBe(201);

    const welcomes = await Promise.all(members.map((member) => mailTo(sink, member.email!, /welcome/i)));
    const links = welcomes.map(privateLinkIn);
    expect(new Set(links).size).toBe(3);
    const { page, problems, close } = await openPage(browser, { width: 360, height: 740 });
    for (const [index, link] of links.entries()) {
      await page.goto(link);
      await statusSentence(page, 'Your application is in and waiting for a decision');
      await page.getByText(members[index]!.name!, { exact: true }).first().waitFor();
    }
    await expectAccessible(page, 'a member’s private page at 360 px');

    const id = await applicationIdOf(site, 'hackathon', `crew0.${suffix}@example.com`);
    await organiser(site, 'PATCH', `/admin/applications/hackathon/${id}`, { status: 'accepted' });
    await Promise.all(members.map((member) => mailTo(sink, member.email!, /accepted/i)));
    await page.goto(links[0]!); // the leader (team_leader_id 0)
    await page.getByRole('button', { name: /Confirm my team/ }).click();
    await statusSentence(page, 'You are confirmed');

    const confirmations = await Promise.all(members.map((member) => mailTo(sink, member.email!, /confirmed/i)));
    const codes = confirmations.map((message) => CODE.exec(message.text ?? '')?.[0]);
    expect(new Set(codes).size).toBe(3);
    const second = await organiser<{ data: { name: string } }>(site, 'POST', '/admin/check-in', { code: codes[1] });
    expect(second.data.name).toBe(members[1]!.name);
    await page.goto(links[1]!);
    await statusSentence(page, 'You are checked in');
    await page.goto(links[2]!);
    await statusSentence(page, 'You are confirmed');
    expect(problems).toEqual([]);
    await close();
  });
});
