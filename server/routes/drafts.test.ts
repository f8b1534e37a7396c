import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { outbox } from '../db/schema';
import { TestBrowser } from '../drafts/test-browser';
import { OptionStore } from '../options/option-store';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
const bodies: string[] = [];
const tokens = new Set<string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // The token reaches the applicant by cookie and by e-mail only: no answer body ever carries one.
  expect(tokens.size).toBeGreaterThan(3);
  for (const token of tokens) expect(bodies.filter((body) => body.includes(token))).toEqual([]);
  await t.close();
});

/** A fresh browser on the test app (or another app on the same database), whose tokens the final check looks for. */
const browser = (app = t.app) => new TestBrowser(app, bodies);
const remember = (tab: TestBrowser, formId: string) => {
  const token = tab.token(formId);
  if (token) tokens.add(token);
  return token;
};

// 16 September 23:59:59 Cairo time (the bootcamp's close) plus 7 days.
const BOOTCAMP_EXPIRY = '2025-09-23T20:59:59.000Z';

/** The answer's Set-Cookie lines: the token's first, then the one saying a draft exists (read with the form's page). */
const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);

describe('PUT /drafts/{formId}, then GET', () => {
  it('creates the draft and gives its token only as an HttpOnly, SameSite=Strict cookie for the draft routes', async () => {
    const tab = browser();
    const response = await tab.save('bootcamp', { step: 1, answers: { name_en: 'Mona Ali' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { updatedAt: '2025-09-10T09:00:00.000Z', expiresAt: BOOTCAMP_EXPIRY, created: true } });
    const [cookie, known] = setCookies(response.headers);
    // Max-Age: from 10 September 12:00 to the expiry, 13 days 11:59:59.
    expect(cookie).toMatch(/^draft_bootcamp=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/api\/v1\/drafts; Max-Age=1166399$/);
    expect(known).toBe('has_draft_bootcamp=1; HttpOnly; SameSite=Strict; Path=/; Max-Age=1166399');
    expect(remember(tab, 'bootcamp')).toBeDefined();
    const draft = await tab.getDraft('bootcamp');
    expect(draft.json()).toEqual({
      data: { step: 1, answers: { name_en: 'Mona Ali' }, files: [], updatedAt: '2025-09-10T09:00:00.000Z', expiresAt: BOOTCAMP_EXPIRY },
    });
  });

  it('marks the cookie Secure when the site is reached over HTTPS', async () => {
    const behindProxy = await t.another({ trustProxy: true });
    const payload = { step: 0, answers: {}, changed: [] };
    const headers = { 'x-forwarded-proto': 'https' };
    const response = await behindProxy.inject({ method: 'PUT', url: '/api/v1/drafts/bootcamp', payload, headers });
    expect(setCookies(response.headers)).toEqual([expect.stringMatching(/; Secure$/), expect.stringMatching(/; Secure$/)]);
  });

  it('keeps both tabs\u2019 answers when they write different fields, and the last write of the same field', async () => {
    const first = browser();
    await first.save('bootcamp', { step: 0, answers: { name_en: 'Mona', email: 'mona@example.com' } });
    remember(first, 'bootcamp');
    const second = first.tab();
    // The second tab was opened before the e-mail was typed: it still sends its stale e-mail, but does not name it as changed.
    await second.save('bootcamp', { step: 2, answers: { name_en: 'Mona', email: '', name_ar: 'منى' }, changed: ['name_ar'] });
    await first.save('bootcamp', { step: 1, answers: { name_en: 'Mona Ali' }, changed: ['name_en'] });
    await second.save('bootcamp', { step: 2, answers: { name_en: 'Mona A. Ali' }, changed: ['name_en'] });
    const { data } = (await first.getDraft('bootcamp')).json();
    expect(data.answers).toEqual({ name_en: 'Mona A. Ali', email: 'mona@example.com', name_ar: 'منى' });
    expect(data.step).toBe(2); // the step is always written: the last save's
  });

  it('empties a field named as changed but sent without an answer', async () => {
    const tab = browser();
    await tab.save('bootcamp', { answers: { name_en: 'Omar', comment: 'Hi' } });
    remember(tab, 'bootcamp');
    await tab.save('bootcamp', { answers: {}, changed: ['comment'] });
    expect((await tab.getDraft('bootcamp')).json().data.answers).toEqual({ name_en: 'Omar' });
  });

  it('keeps no captcha, no file and no field the form does not have', async () => {
    const tab = browser();
    const answers = { name_en: 'Omar', recaptcha: 'solved-token', personal_photo: {}, is_admin: true };
    await tab.save('bootcamp', { answers });
    remember(tab, 'bootcamp');
    expect((await tab.getDraft('bootcamp')).json().data.answers).toEqual({ name_en: 'Omar' });
    const team = browser();
    const members = [{ name: 'Mariam', national_id_photo: {} }, { name: 'Youssef' }];
    await team.save('hackathon-team', { answers: { team_name: 'Orbit', members, team_photo: {} } });
    remember(team, 'hackathon-team');
    const kept = (await team.getDraft('hackathon-team')).json().data.answers;
    expect(kept).toEqual({ team_name: 'Orbit', members: [{ name: 'Mariam' }, { name: 'Youssef' }] });
  });

  it('keeps a draft per form in one browser', async () => {
    const tab = browser();
    await tab.save('bootcamp', { answers: { name_en: 'Omar' } });
    await tab.save('hackathon-team', { answers: { team_name: 'Orbit' } });
    remember(tab, 'bootcamp');
    remember(tab, 'hackathon-team');
    expect((await tab.getDraft('bootcamp')).json().data.answers).toEqual({ name_en: 'Omar' });
    expect((await tab.getDraft('hackathon-team')).json().data.answers).toEqual({ team_name: 'Orbit' });
  });

  it('lets a form without a window keep its draft 30 days after the last save', async () => {
    const tab = browser();
    const response = await tab.save('bootcamp-confirmation', { answers: { name: 'Omar' } });
    remember(tab, 'bootcamp-confirmation');
    expect(response.json().data.expiresAt).toBe('2025-10-10T09:00:00.000Z');
  });

  it('refuses an unknown form (404) and a closed window with the submission\u2019s words (403)', async () => {
    expect((await browser().save('no-such-form', { answers: {} })).statusCode).toBe(404);
    const afterClose = await t.another({ now: () => new Date('2025-09-20T12:00:00+03:00') });
    const submission = await afterClose.inject({ method: 'POST', url: '/api/v1/bootcamp-participants', payload: {} });
    const refused = await browser(afterClose).save('bootcamp', { answers: { name_en: 'Omar' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(submission.json().message);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a save over 256 KB with 413 in words, and bodies of the wrong shape with 400', async () => {
    const tab = browser();
    const tooLarge = await tab.save('bootcamp', { answers: { comment: 'x'.repeat(300 * 1024) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toContain('too large to save as a draft');
    const wrong = await tab.request({ method: 'PUT', url: '/api/v1/drafts/bootcamp', payload: { step: -1, answers: {}, changed: [] } });
    expect(wrong.statusCode).toBe(400);
    expect(tab.token('bootcamp')).toBeUndefined();
  });
});

describe('GET /drafts/{formId}', () => {
  it('answers null without a cookie, and clears a cookie no live draft has', async () => {
    expect((await browser().getDraft('bootcamp')).json()).toEqual({ data: null });
    const response = await t.app.inject({ url: '/api/v1/drafts/bootcamp', headers: { cookie: 'draft_bootcamp=not-a-real-token' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    const cleared = /^draft_bootcamp=; HttpOnly; SameSite=Strict; Path=\/api\/v1\/drafts; Max-Age=0$/;
    expect(setCookies(response.headers)).toEqual([
      expect.stringMatching(cleared),
      'has_draft_bootcamp=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0',
    ]);
    expect((await browser().getDraft('no-such-form')).json()).toEqual({ data: null }); // the client asks on every form's page
  });
});

describe('POST /drafts/{formId}/resume-email', () => {
  const ask = (tab: TestBrowser, email: string) =>
    tab.request({ method: 'POST', url: '/api/v1/drafts/bootcamp/resume-email', payload: { email } });

  it('queues the resume link and the expiry in Cairo time through the outbox', async () => {
    const tab = browser();
    expect((await ask(tab, 'mona@example.com')).statusCode).toBe(409); // nothing saved yet
    await tab.save('bootcamp', { answers: { name_en: 'Mona' } });
    const token = remember(tab, 'bootcamp')!;
    const bad = await ask(tab, 'mona@');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Enter an e-mail address in the correct format, like name@example.com'] });
    const sent = await ask(tab, ' mona@example.com ');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ data: { expiresAt: BOOTCAMP_EXPIRY } });
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.template, 'draft-resume'));
    const subject = 'Continue your application to the bootcamp';
    expect(mail).toMatchObject({ toAddress: 'mona@example.com', applicationId: null, status: 'queued', subject });
    expect(mail!.textBody).toContain(`Continue your application: http://localhost:3000/drafts/resume#${token}`);
    expect(mail!.textBody).toContain('We keep them until Tuesday 23 September 2025, 11:59 pm (Cairo time)');
    expect(mail!.htmlBody).toContain(`href="http://localhost:3000/drafts/resume#${token}"`);
  });

  it('sends a few per draft an hour, then 429 with Retry-After', async () => {
    const tab = browser();
    await tab.save('bootcamp', { answers: { name_en: 'Mona' } });
    remember(tab, 'bootcamp');
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask(tab, 'mona@example.com')).statusCode).toBe(202);
    const refused = await ask(tab, 'mona@example.com');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another draft of the same browser address is counted on its own.
    const other = browser();
    await other.save('bootcamp', { answers: {} });
    remember(other, 'bootcamp');
    expect((await ask(other, 'omar@example.com')).statusCode).toBe(202);
  });

  it('caps the e-mails one client address asks for, whatever the drafts (20 an hour)', async () => {
    const app = await t.another({}); // its own counters
    const answers: number[] = [];
    for (let draft = 0; draft < 21; draft += 1) {
      const tab = browser(app);
      await tab.save('bootcamp', { answers: {} });
      remember(tab, 'bootcamp');
      const response = await ask(tab, `someone${draft}@example.com`);
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(answers).toEqual([...Array<number>(20).fill(202), 429]);
  });
});

describe('POST /drafts/claim', () => {
  const claim = (tab: TestBrowser, token: string) => tab.request({ method: 'POST', url: '/api/v1/drafts/claim', payload: { token } });

  it('gives another browser the draft\u2019s cookie and the page of its form', async () => {
    const laptop = browser();
    await laptop.save('hackathon-team', { step: 2, answers: { team_name: 'Orbit' } });
    const token = remember(laptop, 'hackathon-team')!;
    const phone = browser();
    const response = await claim(phone, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { formId: 'hackathon-team', path: '/register' } });
    const cookie = /^draft_hackathon-team=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/api\/v1\/drafts; Max-Age=\d+$/;
    expect(setCookies(response.headers)[0]).toMatch(cookie);
    expect((await phone.getDraft('hackathon-team')).json().data).toMatchObject({ step: 2, answers: { team_name: 'Orbit' } });
  });

  it('answers 410 for a corrupted, unknown or expired token', async () => {
    const tab = browser();
    await tab.save('bootcamp', { answers: { name_en: 'Mona' } });
    const token = remember(tab, 'bootcamp')!;
    const corrupted = await claim(browser(), `${token.slice(0, 20)}%%${token.slice(22)}`);
    expect(corrupted.statusCode).toBe(410);
    expect(corrupted.json().message).toMatch(/^This link has expired or is not valid\. Start a new application/);
    expect((await claim(browser(), 'A'.repeat(43))).statusCode).toBe(410);
    const afterExpiry = await t.another({ now: () => new Date('2025-09-24T00:00:01+03:00') });
    const expired = await claim(browser(afterExpiry), token);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['set-cookie']).toBeUndefined();
    expect((await claim(browser(), token)).statusCode).toBe(200); // the same link, before it expires
  });
});

describe('DELETE /drafts/{formId}', () => {
  it('removes the draft and clears its cookie ("Start again", or after submitting)', async () => {
    const tab = browser();
    await tab.save('bootcamp', { answers: { name_en: 'Mona' } });
    const token = remember(tab, 'bootcamp')!;
    const other = tab.tab();
    const response = await tab.request({ method: 'DELETE', url: '/api/v1/drafts/bootcamp' });
    expect(response.statusCode).toBe(204);
    expect(tab.token('bootcamp')).toBeUndefined();
    expect((await other.getDraft('bootcamp')).json()).toEqual({ data: null }); // the other tab's cookie no longer opens it
    expect((await tab.request({ method: 'POST', url: '/api/v1/drafts/claim', payload: { token } })).statusCode).toBe(410);
    expect((await tab.request({ method: 'DELETE', url: '/api/v1/drafts/bootcamp' })).statusCode).toBe(204); // nothing left: still 204
    // The other tab saves on: it is told a new draft was started, so it sends every answer again.
    const saved = await other.save('bootcamp', { answers: { email: 'mona@example.com' }, changed: ['email'] });
    expect(saved.json().data.created).toBe(true);
    const merged = await other.save('bootcamp', { answers: { name_en: 'Mona' }, changed: ['name_en'] });
    expect(merged.json().data.created).toBe(false);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After: the form keeps its answers and saves again later', async () => {
    const database = await openDatabase({ dataDir: t.dataDir, databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing' });
    try {
      const down = browser(await t.another({ db: database.db, options: new OptionStore(database.db) }));
      const saved = await down.save('bootcamp', { answers: { name_en: 'Mona' } });
      const claimed = await down.request({ method: 'POST', url: '/api/v1/drafts/claim', payload: { token: 'A'.repeat(43) } });
      for (const response of [saved, claimed]) expect([response.statusCode, response.headers['retry-after']]).toEqual([503, '30']);
    } finally {
      await database.close();
    }
  });
});
