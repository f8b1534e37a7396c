import { describe, expect, it } from 'vitest';
import { createMailRenderer } from './renderer';
import { MAIL_TEMPLATES, type MailTemplate, type MailVars } from './types';

const statusLink = 'https://apply.example.test/ar/application/tok_7f3a';
const base: MailVars = { name: 'عمر <b>', applicationLabel: 'المعسكر التدريبي', statusLink, edition: 2025 };

const varsOf: Record<MailTemplate, MailVars> = {
  received: base,
  'team-welcome': { ...base, applicationLabel: 'الهاكاثون', teamName: 'Orbit' },
  // 20:59 UTC is 23:59 in Cairo (UTC+3 in September 2025).
  accepted: {
    ...base,
    confirmLink: 'https://apply.example.test/ar/bootcamp-confirmation?token=tok_7f3a',
    confirmDeadline: '2025-09-30T20:59:00Z',
  },
  waitlisted: base,
  rejected: base,
  confirmed: { ...base, checkInCode: 'SAC-7K4Q' },
  'draft-resume': { ...base, draftKeptUntil: '2025-09-23T20:59:59Z' },
};

const subjects: Record<MailTemplate, string> = {
  received: 'تلقّينا طلبك للمشاركة في المعسكر التدريبي',
  'team-welcome': 'مرحبًا بك في فريق Orbit',
  accepted: 'تم قبولك: أكِّد مقعدك في موعد أقصاه الثلاثاء، ٣٠ سبتمبر ٢٠٢٥ في ١١:٥٩ م', // Intl's ar-EG words and digits
  waitlisted: 'أنت على قائمة الانتظار',
  rejected: 'بشأن طلبك',
  confirmed: 'تم تأكيد مقعدك: رمز تسجيل الحضور الخاص بك',
  'draft-resume': 'أكمل طلبك للمشاركة في المعسكر التدريبي',
};

const renderer = await createMailRenderer();
const RLM = '\u200f';
// Words of the English frame and bodies that must not leak into an Arabic message.
const ENGLISH = /\b(Dear|Thank|Your|If the button|Questions|Write to|private|Cairo time|accepted|confirm)\b/;

describe.each(MAIL_TEMPLATES)('Arabic mail %s', (template) => {
  it('has its Arabic subject, right-to-left HTML in Arabic, and nothing left unfilled', async () => {
    const mail = await renderer.render(template, varsOf[template], 'ar');
    expect(mail.subject).toBe(subjects[template]);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail.html).toContain('مرحبًا عمر &lt;b&gt;،'); // greeted, and applicant input still escaped
    expect(mail.html).toContain('text-align:right');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('{{');
      expect(part).not.toContain('undefined');
    }
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(ENGLISH);
    expect(mail.html.replace(/<[^>]*>|https?:\/\/\S+/g, '')).not.toMatch(ENGLISH);
  });

  it('lays the text part out right to left: every line opens with a right-to-left mark', async () => {
    const mail = await renderer.render(template, varsOf[template], 'ar');
    const lines = mail.text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line.startsWith(RLM)).toBe(true);
    expect(mail.text).toContain(`${RLM}مرحبًا عمر <b>،`);
    expect(mail.text).toContain(statusLink);
  });
});

describe('Arabic dates and links', () => {
  it('writes the deadline as ar-EG does, in Cairo time', async () => {
    const mail = await renderer.render('draft-resume', varsOf['draft-resume'], 'ar');
    expect(mail.text).toContain('نحتفظ بها حتى الثلاثاء، ٢٣ سبتمبر ٢٠٢٥ في ١١:٥٩ م (بتوقيت القاهرة)');
    expect(mail.html).toContain('<strong>الثلاثاء، ٢٣ سبتمبر ٢٠٢٥ في ١١:٥٩ م</strong>');
  });

  it('keeps the check-in code left to right inside the Arabic message', async () => {
    const mail = await renderer.render('confirmed', varsOf.confirmed, 'ar');
    expect(mail.html).toContain('<span dir="ltr">SAC-7K4Q</span>');
    expect(mail.html).toMatch(/alt="رمز تسجيل الحضور SAC-7K4Q"/);
  });

  it('names the button in Arabic', async () => {
    const accepted = await renderer.render('accepted', varsOf.accepted, 'ar');
    expect(accepted.text).toContain(`أكِّد مقعدك: ${varsOf.accepted.confirmLink}`);
    const leader = await renderer.render('accepted', { ...base, teamName: 'Orbit', leader: true }, 'ar');
    expect(leader.subject).toBe('تم قبول فريقك: أكِّد مقاعد فريقك');
    expect(leader.text).toContain(`أكِّد مشاركة فريقك: ${statusLink}`);
    const received = await renderer.render('received', base, 'ar');
    expect(received.text).toContain(`افتح صفحة طلبك: ${statusLink}`);
  });
});

describe('English mail stays as it was', () => {
  it('is left to right, in English, without marks', async () => {
    const mail = await renderer.render('received', { ...base, name: 'Omar', applicationLabel: 'the bootcamp' });
    expect(mail.html).toMatch(/<html lang="en" dir="ltr"/);
    expect(mail.html).not.toContain('text-align:right');
    expect(mail.text).not.toContain(RLM);
    expect(mail.text).toContain('Dear Omar,');
  });
});
