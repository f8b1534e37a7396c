import { ApiError } from '../../../lib/api';
import type { Translate } from '../../../lib/i18n/translate';
import { formatNumber } from '../i18n/formats';
import type { Language } from '../../../lib/i18n/languages';
import { TooManyTries } from '../session/session-api';
import type { FormProblem } from '../parts/form-parts';

export const EMAIL_ID = 'sign-in-email';
export const PASSWORD_ID = 'sign-in-password';

// The browser's own test of type=email, loosely: something@something.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** What is missing or malformed before anything is sent. */
export function formProblems(email: string, password: string, t: Translate): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!email.trim()) {
    problems.push({ controlId: EMAIL_ID, message: t('console.signIn.emailMissing') });
  } else if (!EMAIL_SHAPE.test(email.trim())) {
    problems.push({ controlId: EMAIL_ID, message: t('console.signIn.emailShape') });
  }
  if (!password) problems.push({ controlId: PASSWORD_ID, message: t('console.signIn.passwordMissing') });
  return problems;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Why the server said no, in words for the summary. */
export function refusalProblem(error: unknown, t: Translate, language: Language): FormProblem {
  if (error instanceof TooManyTries) {
    const count = error.waitSeconds === undefined ? undefined : minutes(error.waitSeconds);
    const wait =
      count === undefined ? t('console.signIn.fewMinutes') : t('console.signIn.minutes', { count, shown: formatNumber(count, language) });
    return { message: t('console.signIn.wait', { wait }) };
  }
  if (error instanceof ApiError && error.status === 401) return { controlId: EMAIL_ID, message: t('console.signIn.wrong') };
  return { message: error instanceof Error ? error.message : t('console.signIn.failed') };
}
