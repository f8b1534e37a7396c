import { Writable } from 'node:stream';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from '../captcha/verifier';
import { bootcampAnswers, bootcampEntries } from '../test-support/answers';
import { formEntries, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    }),
  });
});
afterAll(() => t.close());

describe('organiser endpoints', () => {
  let mediaId = '';

  it('refuse a missing or wrong token with 401', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    expect((await t.app.inject({ url: '/api/v1/admin/submissions?form=ghost', headers: auth })).statusCode).toBe(404);
  });

  it('export the CSV with labels, file links and spreadsheet formulas defused', async () => {
    const response = await postMultipart(
      t.app,
      '/api/v1/bootcamp-participants',
      bootcampEntries({ why_this_workshop: '=HYPERLINK("http://evil.example","x")' }),
    );
    expect(response.statusCode).toBe(201);
    const csv = await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp&format=csv', headers: auth });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 6)).toEqual(['id', 'submitted_at', 'form_version', 'name_en', 'name_ar', 'email']);
    expect(columns).not.toContain('recaptcha');
    expect(row).toContain('أحمد محمد حسن');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain('Programming; Web Development');
    const link = /http:\/\/[^,]+\/api\/v1\/admin\/media\/([0-9a-f-]{36})/.exec(row!);
    expect(link).not.toBeNull();
    mediaId = link![1]!;
  });

  it('send an uploaded file only to organisers, sandboxed; a photo opens in the browser', async () => {
    expect((await t.app.inject({ url: `/api/v1/admin/media/${mediaId}` })).statusCode).toBe(401);
    const file = await t.app.inject({ url: `/api/v1/admin/media/${mediaId}`, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="front.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ url: '/api/v1/admin/media/00000000-0000-4000-8000-000000000000', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/admin/media/../../etc/passwd', headers: auth })).statusCode).toBe(404);
  });

  it('never log personal data, even on refusals', async () => {
    const answers = bootcampAnswers();
    await postMultipart(t.app, '/api/v1/bootcamp-participants', formEntries(answers)); // duplicate: 409
    await t.app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=my%20id%20is%2029801011234567&answer=ok' });
    expect(logs).toContain('"statusCode":409');
    for (const secret of ['ahmed.hassan@example.com', '29801011234567', '01012345678', 'Ahmed', 'Bearer'])
      expect(logs).not.toContain(secret);
  });
});

describe('captcha', () => {
  it('verifies an ALTCHA solution once and refuses a replay or a forgery', async () => {
    const app = await t.another({
      captcha: createCaptchaVerifier({ provider: 'altcha', altchaKey: 'altcha-test-key-0123456789', db: t.deps.db }),
    });
    const challenge = (await app.inject({ url: '/api/v1/captcha/challenge' })).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const payload = (email: string, nationalId: string, recaptcha: string) =>
      formEntries({ ...bootcampAnswers({ email, national_id: nationalId }), recaptcha });
    const missing = await postMultipart(
      app,
      '/api/v1/bootcamp-participants',
      formEntries(bootcampAnswers({ email: 'c0@example.com', national_id: '29801011239990' })),
    );
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['recaptcha']);
    const forged = await postMultipart(app, '/api/v1/bootcamp-participants', payload('c1@example.com', '29801011239991', 'Zm9yZ2Vk'));
    expect(forged.json().errors).toEqual({ recaptcha: ['The verification failed, please try again.'] });
    const ok = await postMultipart(app, '/api/v1/bootcamp-participants', payload('c2@example.com', '29801011239992', token));
    expect(ok.statusCode).toBe(201);
    const replay = await postMultipart(app, '/api/v1/bootcamp-participants', payload('c3@example.com', '29801011239993', token));
    expect(replay.statusCode).toBe(422);
  });

  it('asks reCAPTCHA when configured', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
      seen.push(token);
      return new Response(JSON.stringify({ success: token === 'human' }));
    }) as typeof fetch;
    const app = await t.another({
      captcha: createCaptchaVerifier({ provider: 'recaptcha', altchaKey: 'k', recaptchaSecret: 's', fetch: fakeFetch }),
    });
    const post = (email: string, nationalId: string, recaptcha: string) =>
      postMultipart(
        app,
        '/api/v1/bootcamp-participants',
        formEntries({ ...bootcampAnswers({ email, national_id: nationalId }), recaptcha }),
      );
    expect((await post('r1@example.com', '29801011239981', 'robot')).statusCode).toBe(422);
    expect((await post('r2@example.com', '29801011239982', 'human')).statusCode).toBe(201);
    expect(seen).toEqual(['robot', 'human']);
  });
});
