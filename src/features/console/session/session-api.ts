import { ApiError } from '../../../lib/api';
import { languageHeader, requestLanguage } from '../../../lib/i18n/request-language';
import { translate } from '../../../lib/i18n/translate';
import { consoleFetch, setCsrfToken } from '../console-api';
import type { SignedInOrganiser } from './use-organiser';

/** GET or POST /admin/session: who is signed in, and the token their state changes carry. */
export interface Session extends SignedInOrganiser {
  csrfToken: string;
  expiresAt: string;
}

export const SESSION_KEY = ['console', 'session'] as const;

/** The current session, or an ApiError with status 401 when there is none. */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const { data } = await consoleFetch<{ data: Session | null }>('/admin/session', { signal });
  if (!data) throw new ApiError(translate(requestLanguage(), 'console.session.pleaseSignIn'), 401);
  setCsrfToken(data.csrfToken);
  return data;
}

/** Sign-in refused for too many tries, with the wait the server asks for. */
export class TooManyTries extends ApiError {
  constructor(readonly waitSeconds: number | undefined) {
    super(translate(requestLanguage(), 'console.signIn.tooMany'), 429);
  }
}

/** Retry-After is seconds or an HTTP date. */
function secondsOf(retryAfter: string | null): number | undefined {
  if (!retryAfter) return undefined;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** POST /admin/session: 401 is an ApiError with the server's words, 429 a TooManyTries (read here for its Retry-After). */
export async function signIn(email: string, password: string): Promise<Session> {
  let response: Response;
  try {
    response = await fetch('/api/v1/admin/session', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader() },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(translate(requestLanguage(), 'console.api.unreachable'), 0);
  }
  if (response.status === 429) throw new TooManyTries(secondsOf(response.headers.get('Retry-After')));
  const body = (await response.json().catch(() => ({}))) as { data?: Session; message?: string };
  if (!response.ok || !body.data) {
    const fallback = translate(requestLanguage(), 'console.signIn.serverRefused', { status: response.status });
    throw new ApiError(body.message ?? fallback, response.status);
  }
  setCsrfToken(body.data.csrfToken);
  return body.data;
}

/** DELETE /admin/session; the token is forgotten even if the server could not be reached. */
export async function signOut(): Promise<void> {
  try {
    await consoleFetch<void>('/admin/session', { method: 'DELETE' });
  } finally {
    setCsrfToken(undefined);
  }
}
