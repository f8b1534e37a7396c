import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { bootcampEntries } from '../../../server/test-support/answers';
import { multipart } from '../../../server/test-support/requests';

/** Generous per request: two busy cores, two servers, PostgreSQL and the test itself. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checks read the answers' fields as the API documents them
  json: () => any;
}

/** fetch, with the whole body read, so an answer can be checked more than once. */
export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, json: () => JSON.parse(body.toString('utf8')) };
}

/** An ALTCHA challenge from `base`'s instance, solved as the site's widget would: the token the form sends. */
export async function solvedCaptcha(base: string): Promise<string> {
  const challenge = (await call(`${base}/api/v1/captcha/challenge`)).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let applicants = 0;
/** A new applicant's identity each call, so nothing is a duplicate unless asked for. */
export function newApplicant(): { email: string; national_id: string } {
  applicants += 1;
  return { email: `cluster${applicants}@example.com`, national_id: `2980101123${6000 + applicants}` };
}

export type Body = Awaited<ReturnType<typeof multipart>>;

/** A bootcamp application with its three photos, encoded once as the browser's FormData does (a retry sends the same bytes). */
export const bootcampBody = (answers: Record<string, unknown>): Promise<Body> => multipart(bootcampEntries(answers));

export function postBootcamp(base: string, body: Body, headers: Record<string, string> = {}): Promise<Answer> {
  return call(`${base}/api/v1/bootcamp-participants`, { method: 'POST', body: body.payload, headers: { ...body.headers, ...headers } });
}

/** An application of `answers` carrying a captcha solved from `captchaFrom`'s challenge. */
export async function solvedBody(captchaFrom: string, answers: Record<string, unknown> = newApplicant()): Promise<Body> {
  return bootcampBody({ ...answers, recaptcha: await solvedCaptcha(captchaFrom) });
}

/** An organiser request with the shared bearer token. */
export function asOrganiser(token: string, base: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return call(`${base}/api/v1${path}`, { method: init.method ?? 'GET', headers, body });
}

/** Calls `probe` until it returns a value (not undefined), every 200 ms, for at most `timeoutMs`; throws `what` otherwise. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Not within ${timeoutMs / 1000} s: ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}
