import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSpent } from '../db/schema';
import { bootcampAnswers } from '../test-support/answers';
import { formEntries, postMultipart } from '../test-support/requests';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { SpentSolutions } from './spent-solutions';
import { createCaptchaVerifier } from './verifier';

const KEY = 'shared-altcha-key-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What one instance builds at start: its own verifier on the shared key and database. */
const instanceVerifier = () => createCaptchaVerifier({ provider: 'altcha', altchaKey: KEY, db: t.deps.db });

async function solvedToken(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/v1/captcha/challenge' })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let applicant = 0;
function apply(app: FastifyInstance, recaptcha: string) {
  applicant += 1;
  const answers = bootcampAnswers({ email: `cap${applicant}@example.com`, national_id: `2980101123980${applicant}` });
  return postMultipart(app, '/api/v1/bootcamp-participants', formEntries({ ...answers, recaptcha }));
}

describe('ALTCHA across instances', () => {
  it('verifies a challenge from one instance on another, once on either', async () => {
    const a = await t.another({ captcha: instanceVerifier() });
    const b = await t.another({ captcha: instanceVerifier() });
    const fromA = await solvedToken(a);
    expect((await apply(b, fromA)).statusCode).toBe(201);
    for (const app of [a, b]) {
      const replay = await apply(app, fromA);
      expect(replay.statusCode).toBe(422);
      expect(replay.json().errors).toEqual({ recaptcha: ['The verification failed, please try again.'] });
    }
    expect((await apply(a, await solvedToken(b))).statusCode).toBe(201);
  });

  it('accepts one of two instances verifying the same solution at the same moment', async () => {
    const [a, b] = [instanceVerifier(), instanceVerifier()];
    const challenge = (await a.challenge!()) as Challenge;
    const token = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
    expect((await Promise.all([a.verify(token), b.verify(token)])).sort()).toEqual([false, true]);
  });

  it('forgets spent solutions long after their challenge expired', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await t.deps.db.insert(captchaSpent).values({ signature: 'long-expired', expiresAt: hourAgo });
    const spent = new SpentSolutions(t.deps.db);
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    expect(await spent.spend('fresh', inTenMinutes)).toBe(true);
    expect(await spent.spend('fresh', inTenMinutes)).toBe(false);
    expect(await t.deps.db.select().from(captchaSpent).where(eq(captchaSpent.signature, 'long-expired'))).toEqual([]);
  });
});
