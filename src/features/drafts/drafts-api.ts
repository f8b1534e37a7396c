/** The calls of the drafts API (docs: /tmp/plan/drafts-contract.md); the draft's token travels only in its HttpOnly cookie. */
import { formWords } from '../../form-react/index';
import { languageHeader, requestLanguage } from '../../lib/i18n/request-language';

export interface DraftFileInfo {
  id: string;
  /** The field path the file belongs to: `photo`, or `members.0.photo` inside a row. */
  field: string;
  name: string;
  type: string;
  size: number;
}

export interface StoredDraft {
  step: number;
  answers: Record<string, unknown>;
  files: DraftFileInfo[];
  updatedAt: string;
  expiresAt: string;
}

export interface SavedDraft {
  updatedAt: string;
  expiresAt: string;
  /** A new draft was started (the one this tab knew was deleted elsewhere). */
  created?: boolean;
}

/** A refusal or an outage; status 0 when the server could not be reached. */
export class DraftApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Seconds to wait, from Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const BASE = '/api/v1/drafts';
const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

const formPath = (formId: string) => `${BASE}/${encodeURIComponent(formId)}`;
const filePath = (formId: string, field: string) => `${formPath(formId)}/files/${encodeURIComponent(field)}`;

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    const headers = { Accept: 'application/json', ...languageHeader(), ...init.headers };
    response = await fetch(url, { credentials: 'same-origin', ...init, headers });
  } catch {
    throw new DraftApiError(formWords(requestLanguage()).t('drafts.unreachable'), 0);
  }
  if (response.ok) return response;
  let message = formWords(requestLanguage()).t('drafts.serverAnswered', { status: response.status });
  try {
    message = ((await response.json()) as { message?: string }).message ?? message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const seconds = Number(response.headers.get('Retry-After'));
  throw new DraftApiError(message, response.status, Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
}

async function dataOf<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** The draft of this form held by the browser's cookie, or null. */
export async function getDraft(formId: string): Promise<StoredDraft | null> {
  return dataOf<StoredDraft | null>(await call(formPath(formId)));
}

/** Writes the step and the named fields only (the server keeps the others: last write wins per field). */
export async function saveDraft(
  formId: string,
  body: { step: number; answers: Record<string, unknown>; changed: string[] },
  options: { keepalive?: boolean } = {},
): Promise<SavedDraft> {
  const init: RequestInit = { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body), keepalive: options.keepalive };
  return dataOf<SavedDraft>(await call(formPath(formId), init));
}

export async function uploadDraftFile(formId: string, field: string, file: File): Promise<DraftFileInfo> {
  const body = new FormData();
  body.append('file', file, file.name);
  return dataOf<DraftFileInfo>(await call(filePath(formId, field), { method: 'PUT', body }));
}

export async function deleteDraftFile(formId: string, field: string): Promise<void> {
  await call(filePath(formId, field), { method: 'DELETE' });
}

/** The stored file again as a File, so the form holds what the applicant chose. */
export async function fetchDraftFile(formId: string, info: DraftFileInfo): Promise<File> {
  const response = await call(`${formPath(formId)}/files/${encodeURIComponent(info.id)}`, { headers: { Accept: '*/*' } });
  const blob = await response.blob();
  return new File([blob], info.name, { type: info.type || blob.type });
}

export async function deleteDraft(formId: string): Promise<void> {
  await call(formPath(formId), { method: 'DELETE' });
}

/** Asks for the resume link by e-mail; answers when the draft expires if the server says so. */
export async function sendResumeEmail(formId: string, email: string): Promise<Partial<SavedDraft> | undefined> {
  const response = await call(`${formPath(formId)}/resume-email`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email }),
  });
  try {
    return ((await response.json()) as { data?: Partial<SavedDraft> }).data;
  } catch {
    return undefined; // a 202 may carry no body
  }
}

/** Exchanges a resume link's token for the draft cookie; answers the page to open. */
export async function claimDraft(token: string): Promise<{ formId: string; path: string }> {
  return dataOf<{ formId: string; path: string }>(
    await call(`${BASE}/claim`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ token }) }),
  );
}
