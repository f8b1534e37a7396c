import type { CaptchaProvider } from '../config';
import { Altcha } from './altcha';

export interface CaptchaVerifier {
  provider: CaptchaProvider;
  /** Whether the token proves a human; never throws. */
  verify: (token: string, remoteIp?: string) => Promise<boolean>;
  /** An ALTCHA challenge, when that is the provider. */
  challenge?: () => Promise<unknown>;
  siteKey?: string;
}

const RECAPTCHA_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createCaptchaVerifier(options: {
  provider: CaptchaProvider;
  altchaKey: string;
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
  const altcha = new Altcha(options.altchaKey);
  return { provider: 'altcha', verify: (token) => altcha.verify(token), challenge: () => altcha.challenge() };
}
