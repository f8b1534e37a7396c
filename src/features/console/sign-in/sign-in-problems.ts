import { ApiError } from '../../../lib/api';
import { TooManyTries } from '../session/session-api';
import type { FormProblem } from '../parts/form-parts';

export const EMAIL_ID = 'sign-in-email';
export const PASSWORD_ID = 'sign-in-password';

// The browser's own test of type=email, loosely: something@something.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** What is missing or malformed before anything is sent. */
export function formProblems(email: string, password: string): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!email.trim()) {
    problems.push({ controlId: EMAIL_ID, message: 'Enter your e-mail address' });
  } else if (!EMAIL_SHAPE.test(email.trim())) {
    problems.push({ controlId: EMAIL_ID, message: 'Enter an e-mail address in the correct format, like name@example.com' });
  }
  if (!password) problems.push({ controlId: PASSWORD_ID, message: 'Enter your password' });
  return problems;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Why the server said no, in words for the summary. */
export function refusalProblem(error: unknown): FormProblem {
  if (error instanceof TooManyTries) {
    const count = error.waitSeconds === undefined ? undefined : minutes(error.waitSeconds);
    const wait = count === undefined ? 'a few minutes' : `${count} minute${count === 1 ? '' : 's'}`;
    return { message: `Too many sign-in attempts. Wait ${wait}, then try again.` };
  }
  if (error instanceof ApiError && error.status === 401) return { controlId: EMAIL_ID, message: 'The e-mail or password is not right.' };
  return { message: error instanceof Error ? error.message : 'The server could not sign you in. Try again.' };
}
