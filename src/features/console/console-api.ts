import { ApiError } from '../../lib/api';
import { languageHeader, requestLanguage } from '../../lib/i18n/request-language';
import { translate } from '../../lib/i18n/translate';

/** The organisers' API under /api/v1/admin, authorised by the session cookie; state changes carry the session's CSRF token. */
let csrfToken: string | undefined;
const sessionLost = new Set<() => void>();

export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

/** Called when the server says the session is gone (expired, signed out elsewhere): the console asks to sign in again. */
export function onSessionLost(listener: () => void): () => void {
  sessionLost.add(listener);
  return () => sessionLost.delete(listener);
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { message?: string; errors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new ApiError(
    body.message ?? translate(requestLanguage(), 'console.api.refused', { status: response.status }),
    response.status,
    errorsOf(body.errors),
  );
}

/** Field errors by path: 422s answer a map, a refused definition a list of { path, message } problems. */
function errorsOf(errors: unknown): Record<string, string[]> {
  if (Array.isArray(errors)) {
    const byPath: Record<string, string[]> = {};
    for (const problem of errors as { path?: unknown; message?: unknown }[]) {
      if (typeof problem?.message !== 'string') continue;
      (byPath[typeof problem.path === 'string' && problem.path ? problem.path : 'definition'] ??= []).push(problem.message);
    }
    return byPath;
  }
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}

export interface ConsoleRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls /api/v1{path} (e.g. '/admin/applications?kind=bootcamp') and answers the parsed body; throws ApiError otherwise. */
export async function consoleFetch<T>(path: string, { method = 'GET', body, signal }: ConsoleRequest = {}): Promise<T> {
  // The server's refusals come back in the page's language.
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(translate(requestLanguage(), 'console.api.unreachable'), 0);
  }
  // A sign-in refused is not a lost session.
  if (response.status === 401 && path !== '/admin/session') for (const listener of sessionLost) listener();
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
