import type { CaptchaProvider } from '../config';
import type { Db } from '../db/client';
import { Altcha } from './altcha';
import { SpentSolutions } from './spent-solutions';

export interface CaptchaVerifier {
  provider: CaptchaProvider;
  /** Whether the token proves a human; throws only when the database (ALTCHA's spent solutions) cannot be reached. */
  verify: (token: string, remoteIp?: string) => Promise<boolean>;
  /** An ALTCHA challenge, when that is the provider. */
  challenge?: () => Promise<unknown>;
  siteKey?: string;
}

const RECAPTCHA_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createCaptchaVerifier(options: {
  provider: CaptchaProvider;
  altchaKey: string;
  /** Where ALTCHA keeps spent solutions, shared by every instance; needed for that provider. */
  db?: Db;
  recaptchaSecret?: string;
  recaptchaSiteKey?: string;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  if (options.provider === 'off') return { provider: 'off', verify: async () => true };
  if (options.provider === 'recaptcha') {
    const doFetch = options.fetch ?? fetch;
    return {
      provider: 'recaptcha',
      siteKey: options.recaptchaSiteKey,
      verify: async (token, remoteIp) => {
        try {
          const body = new URLSearchParams({ secret: options.recaptchaSecret ?? '', response: token });
          if (remoteIp) body.set('remoteip', remoteIp);
          const response = await doFetch(RECAPTCHA_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
          const result = (await response.json()) as { success?: boolean };
          return result.success === true;
        } catch {
          return false;
        }
      },
    };
  }
  if (!options.db) throw new Error('The ALTCHA captcha keeps spent solutions in the database: pass db.');
  const altcha = new Altcha(options.altchaKey, new SpentSolutions(options.db));
  return { provider: 'altcha', verify: (token) => altcha.verify(token), challenge: () => altcha.challenge() };
}
