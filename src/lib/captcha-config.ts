import { createContext, useContext } from 'react';

/** Which captcha the server verifies; the app learns it from GET /api/v1/captcha/config. */
export interface CaptchaConfig {
  provider: 'recaptcha' | 'altcha' | 'off';
  /** reCAPTCHA site key (public) when provider is recaptcha. */
  siteKey?: string;
  /** Where the self-hosted proof-of-work challenge comes from when provider is altcha. */
  challengeUrl: string;
}

export const CaptchaConfigContext = createContext<CaptchaConfig>({ provider: 'altcha', challengeUrl: '/api/v1/captcha/challenge' });

export const useCaptchaConfig = () => useContext(CaptchaConfigContext);
