import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, bootcampParticipants } from '../db/schema';
import { TestBrowser } from '../drafts/test-browser';
import { startOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../mail/smtp-sink';
import { createMailTransport, type MailSender } from '../mail/transport';
import { DEFAULT_SETTINGS, writeSettings } from '../settings/settings';
import { bootcampEntries, teamAnswers } from '../test-support/answers';
import { formEntries, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let sink: SmtpSink;
let transport: MailSender & { close?: () => void };
let worker: OutboxWorker;
beforeAll(async () => {
  t = await createTestApp();
  // 20:59 UTC is 23:59 in Cairo (UTC+3 in September 2025).
  await writeSettings(t.deps.db, { ...DEFAULT_SETTINGS, confirmationDeadline: '2025-09-30T20:59:00Z' });
  sink = await startSmtpSink();
  transport = createMailTransport(sink.url);
  // Polls once an hour: the tests deliver with drain().
  worker = startOutboxWorker({ db: t.deps.db, transport, from: 'Space Apps Cairo <no-reply@example.test>', pollMs: 3_600_000 });
});
afterAll(async () => {
  await worker.stop();
  transport.close?.();
  await sink.close();
  await t.close();
});
beforeEach(() => sink.clear());

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
const RLM = '\u200f';

async function apply(n: number, headers: Record<string, string> = {}, answers: Record<string, unknown> = {}) {
  const email = `applicant.${n}@example.com`;
  const entries = bootcampEntries({
    email,
    national_id: `3000101${String(n).padStart(7, '0')}`,
    name_en: `Applicant Number ${n}`,
    ...answers,
  });
  const response = await postMultipart(t.app, '/api/v1/bootcamp-participants', entries, headers);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id as number;
  const [application] = await t.deps.db.select().from(applications).where(eq(applications.recordId, id));
  return { email, application: application! };
}

/** Delivers what is queued through SMTP and answers what the sink received for `to`. */
async function delivered(to: string): Promise<SinkMessage[]> {
  await worker.drain();
  return sink.messages.filter((message) => message.to.includes(to));
}

const decide = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/bootcamp/${id}`, headers: auth, payload: { status } });

function expectArabic(message: SinkMessage) {
  expect(message.html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(message.html).toContain('مرحبًا Applicant Number');
  for (const line of message.text.split('\n').filter((line) => line.trim())) expect(line.startsWith(RLM)).toBe(true);
  expect(message.text).not.toContain('Dear ');
}

describe('an application made from an Arabic page', () => {
  it('stores its language and sends the received e-mail in Arabic, right to left, linking the Arabic pages', async () => {
    const { email, application } = await apply(1, ARABIC);
    expect(application.language).toBe('ar');
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe('تلقّينا طلبك للمشاركة في المعسكر التدريبي');
    expectArabic(mail!);
    expect(mail!.text).toMatch(/افتح صفحة طلبك: http:\/\/localhost:3000\/ar\/application\/[A-Za-z0-9_-]{43}/);

    // The private page the link opens says the next step in the page's language.
    const token = /\/ar\/application\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
    const page = (language: string) => t.app.inject({ url: `/api/v1/applications/${token}`, headers: { 'accept-language': language } });
    expect((await page('ar')).json().data.nextStep).toBe('يراجع المنظمون الطلبات الآن، وسنراسلك فور اتخاذ قرارهم.');
    expect((await page('en')).json().data.nextStep).toBe(
      'Organisers are reviewing applications. We will e-mail you as soon as they decide.',
    );
  });

  it("keeps the application's language for an organiser's later decision, whatever the organiser's own language", async () => {
    const { email, application } = await apply(2, ARABIC);
    await delivered(email);
    sink.clear();
    // The organiser's console is in English: the applicant still hears in Arabic.
    expect((await decide(application.id, 'accepted')).statusCode).toBe(200);
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe('تم قبولك: أكِّد مقعدك في موعد أقصاه الثلاثاء، ٣٠ سبتمبر ٢٠٢٥ في ١١:٥٩ م');
    expectArabic(mail!);
    expect(mail!.text).toMatch(/أكِّد مقعدك: http:\/\/localhost:3000\/ar\/bootcamp-confirmation\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.text).toContain('(بتوقيت القاهرة)');
  });

  it('welcomes every member of a team registered in Arabic in Arabic', async () => {
    const entries = formEntries(teamAnswers({}, 2));
    const response = await postMultipart(t.app, '/api/v1/hackathon-registration', entries, { 'accept-language': 'ar' });
    expect(response.statusCode, response.body).toBe(201);
    await worker.drain();
    const welcomes = sink.messages.filter((message) => message.subject.startsWith('مرحبًا بك في فريق'));
    expect(welcomes).toHaveLength(2);
    for (const mail of welcomes) expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('sends the draft resume link in Arabic when asked from an Arabic page', async () => {
    const tab = new TestBrowser(t.app);
    expect((await tab.save('bootcamp', { answers: { name_en: 'Mona' } })).statusCode).toBe(200);
    const asked = await tab.request({
      method: 'POST',
      url: '/api/v1/drafts/bootcamp/resume-email',
      payload: { email: 'mona@example.com' },
      headers: { 'accept-language': 'ar' },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await delivered('mona@example.com');
    expect(mail!.subject).toBe('أكمل طلبك للمشاركة في المعسكر التدريبي');
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail!.text).toContain(`أكمل طلبك: http://localhost:3000/ar/drafts/resume#${tab.token('bootcamp')}`);
    expect(mail!.text).toContain('نحتفظ بها حتى الثلاثاء، ٢٣ سبتمبر ٢٠٢٥ في ١١:٥٩ م (بتوقيت القاهرة)');
  });
});

describe('the answers stored', () => {
  it('are the same whether the page was Arabic or English: values, not labels, and Western digits', async () => {
    const stored = async (n: number, headers: Record<string, string>, answers: Record<string, unknown> = {}) => {
      const { application } = await apply(n, headers, answers);
      const [row] = await t.deps.db.select().from(bootcampParticipants).where(eq(bootcampParticipants.id, application.recordId));
      // Who applied and their files differ by construction; every other answer must not.
      const {
        email: _e,
        national_id: _n,
        name_en: _name,
        national_id_front: _f,
        national_id_back: _b,
        personal_photo: _p,
        ...rest
      } = row!.data as Record<string, unknown>;
      return rest;
    };
    const english = await stored(5, { 'accept-language': 'en' });
    // An Arabic keyboard types the mobile number in Arabic-Indic digits.
    const arabic = await stored(6, ARABIC, { phone_number: '٠١٠١٢٣٤٥٦٧٨' });
    expect(english.phone_number).toBe('01012345678');
    expect(arabic).toEqual(english);
  });
});

describe('an application made from an English page (or with no Accept-Language)', () => {
  it('stores en and sends the English e-mails as before', async () => {
    const { email, application } = await apply(3, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(application.language).toBe('en');
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe('We received your application to the bootcamp');
    expect(mail!.html).toMatch(/<html lang="en" dir="ltr"/);
    expect(mail!.text).toContain('Dear Applicant Number 3,');
    expect(mail!.text).not.toContain(RLM);
    expect(mail!.text).toMatch(/Open your application page: http:\/\/localhost:3000\/application\/[A-Za-z0-9_-]{43}/);

    const silent = await apply(4);
    expect(silent.application.language).toBe('en');
  });
});
