import { describe, expect, it } from 'vitest';
import { EVENT_NAME } from '../assistants/event-facts';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { createMailRenderer } from './renderer';
import { MAIL_TEMPLATES, type MailTemplate, type MailVars } from './types';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const statusLink = 'https://apply.example.test/application/tok_7f3a';
const confirmLink = 'https://apply.example.test/bootcamp-confirmation?token=tok_7f3a';
const base: MailVars = { name: '<b>Omar</b>', applicationLabel: 'the bootcamp', statusLink, edition: 2025 };

const varsOf: Record<MailTemplate, MailVars> = {
  received: base,
  'team-welcome': { ...base, applicationLabel: 'the hackathon', teamName: 'Star <Gazers>' },
  // 20:59 UTC is 23:59 in Cairo (UTC+3 in September 2025).
  accepted: { ...base, confirmLink, confirmDeadline: '2025-09-30T20:59:00Z' },
  waitlisted: base,
  rejected: base,
  confirmed: { ...base, checkInCode: 'SAC-7K4Q' },
  // statusLink stands for the resume link here.
  'draft-resume': { ...base, draftKeptUntil: '2025-09-23T20:59:59Z' },
};

const subjects: Record<MailTemplate, string> = {
  received: 'We received your application to the bootcamp',
  'team-welcome': 'Welcome to team Star <Gazers>', // a subject is not HTML: no escaping
  accepted: 'You are accepted: confirm your seat by Tuesday 30 September 2025, 11:59 pm',
  waitlisted: 'You are on the waiting list',
  rejected: 'About your application',
  confirmed: 'Your seat is confirmed: your check-in code',
  'draft-resume': 'Continue your application to the bootcamp',
};

const renderer = await createMailRenderer();

describe.each(MAIL_TEMPLATES)('mail %s', (template) => {
  it('has its subject, both parts, and nothing left unfilled', async () => {
    const mail = await renderer.render(template, varsOf[template]);
    expect(mail.subject).toBe(subjects[template]);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('{{');
      expect(part).not.toContain('undefined');
      expect(part).not.toContain('[object Object]');
    }
  });

  it('names the event, greets the person, gives the private link and the contact in both parts', async () => {
    const mail = await renderer.render(template, { ...varsOf[template], contactEmail: 'events@example.org' });
    expect(mail.text).toContain(`${EVENT_NAME} 2025`);
    expect(mail.html).toContain(`${EVENT_NAME} 2025`);
    expect(mail.text).toContain('Dear <b>Omar</b>,'); // plain text shows the name as typed
    expect(mail.text).toContain(statusLink);
    expect(mail.html).toContain(`href="${statusLink}"`);
    expect(mail.html).toContain(`>${statusLink}</a>`); // also written out, for mail apps without buttons
    expect(mail.text).toContain('events@example.org'); // the settings' address, as enqueueMail passes it
    expect(mail.html).toContain('mailto:events@example.org');
    expect(mail.text).not.toContain(DEFAULT_SETTINGS.contactEmail);
  });

  it('gives the shipped address when none is passed', async () => {
    const mail = await renderer.render(template, varsOf[template]);
    expect(mail.html).toContain(`mailto:${DEFAULT_SETTINGS.contactEmail}`);
  });

  it('escapes applicant input in the HTML part', async () => {
    const mail = await renderer.render(template, varsOf[template]);
    expect(mail.html).toContain('Dear &lt;b&gt;Omar&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Omar</b>');
    expect(mail.html).not.toContain('<Gazers>');
  });
});

describe('accepted', () => {
  it('bootcamp: the button confirms the seat, before the deadline in Cairo time', async () => {
    const mail = await renderer.render('accepted', varsOf.accepted);
    expect(mail.html).toMatch(
      /<a\s+href="https:\/\/apply\.example\.test\/bootcamp-confirmation\?token&#x3D;tok_7f3a"[^>]*>\s*Confirm your seat\s*<\/a>/,
    );
    expect(mail.text).toContain(`Confirm your seat: ${confirmLink}`);
    expect(mail.text).toContain('by Tuesday 30 September 2025, 11:59 pm (Cairo time)');
  });

  it('team leader: confirms for the whole team from the private page', async () => {
    const mail = await renderer.render('accepted', {
      ...base,
      applicationLabel: 'the hackathon',
      teamName: 'Orbit',
      leader: true,
      confirmDeadline: '2025-09-25T20:59:00Z',
    });
    expect(mail.subject).toBe("Your team is accepted: confirm your team's seats by Thursday 25 September 2025, 11:59 pm");
    expect(mail.text).toContain('you confirm for the whole team from your private page');
    expect(mail.text).toContain(`Confirm for your team: ${statusLink}`);
    expect(mail.html).not.toContain('bootcamp-confirmation');
  });

  it('team member: the leader confirms', async () => {
    const mail = await renderer.render('accepted', { ...base, applicationLabel: 'the hackathon', teamName: 'Orbit', leader: false });
    expect(mail.subject).toBe('You are accepted with team Orbit');
    expect(mail.text).toContain('Your team leader confirms for the whole team');
    expect(mail.text).not.toContain('by  (Cairo time)');
  });
});

describe('confirmed', () => {
  it('carries the check-in code as text and as an inline QR PNG the HTML shows', async () => {
    const mail = await renderer.render('confirmed', varsOf.confirmed);
    expect(mail.text).toContain('SAC-7K4Q');
    expect(mail.html).toMatch(/font-family:'Courier New', Courier, monospace;font-size:32px[^>]*>SAC-7K4Q</);
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments;
    expect(qr).toMatchObject({ filename: 'check-in-code.png', contentType: 'image/png' });
    expect(qr!.cid).toBeTruthy();
    const png = Buffer.from(qr!.content, 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.readUInt32BE(16)).toBe(240); // IHDR width: a scannable image, not an empty one
    expect(mail.html).toMatch(new RegExp(`<img[^>]*alt="Check-in code SAC-7K4Q"[^>]*src="cid:${qr!.cid}"`));
  });
});

describe('fails loudly', () => {
  it('names the var a message cannot be written without', async () => {
    await expect(renderer.render('confirmed', base)).rejects.toThrow("Mail 'confirmed' needs checkInCode");
    await expect(renderer.render('team-welcome', base)).rejects.toThrow("Mail 'team-welcome' needs teamName");
    await expect(renderer.render('received', { ...base, statusLink: '' })).rejects.toThrow('needs statusLink');
  });

  it('keeps the subject on one line whatever a team name holds', async () => {
    const mail = await renderer.render('team-welcome', { ...base, teamName: 'Orbit\r\nBcc: someone@example.test' });
    expect(mail.subject).toBe('Welcome to team Orbit Bcc: someone@example.test');
  });
});

it('compiles the MJML once per process', async () => {
  const started = performance.now();
  await createMailRenderer();
  expect(performance.now() - started).toBeLessThan(50);
});
