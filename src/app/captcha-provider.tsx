import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getData } from '../lib/api';
import { CaptchaConfigContext, type CaptchaConfig } from '../lib/captcha-config';
import { readPageData } from '../lib/page-data';

const CHALLENGE_URL = '/api/v1/captcha/challenge';
const FALLBACK: CaptchaConfig = { provider: 'altcha', challengeUrl: CHALLENGE_URL };

type CaptchaAnswer = { provider?: unknown; siteKey?: unknown };

function toConfig(answer: CaptchaAnswer | undefined): CaptchaConfig {
  const provider = answer?.provider;
  if (provider !== 'recaptcha' && provider !== 'altcha' && provider !== 'off') return FALLBACK;
  return { provider, challengeUrl: CHALLENGE_URL, ...(typeof answer?.siteKey === 'string' ? { siteKey: answer.siteKey } : {}) };
}

/** Which captcha the server verifies (GET /captcha); the self-hosted one while that is not known. */
export function CaptchaProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery({
    queryKey: ['captcha'],
    queryFn: () => getData<CaptchaAnswer>('/captcha'),
    // The server writes its answer into the page: no request at all then.
    initialData: readPageData().captcha as CaptchaAnswer | undefined,
    staleTime: Infinity,
    retry: 1,
  });
  return <CaptchaConfigContext.Provider value={toConfig(data)}>{children}</CaptchaConfigContext.Provider>;
}
