import { loadNamespaces } from './i18n/catalogues';
import { languageHeader, requestLanguage } from './i18n/request-language';
import { translate, type MessageId, type MessageValues } from './i18n/translate';

/** The API's refusal of a submission: field errors for 409/422, a message for everything else. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const MESSAGES: Record<number, MessageId> = {
  403: 'api.closed',
  413: 'api.tooLarge',
  415: 'api.fileType',
  429: 'api.tooMany',
};

/** The client's own message in the page's language; the forms' words are loaded first if no page has yet. */
export async function said(id: MessageId, values?: MessageValues): Promise<string> {
  const language = requestLanguage();
  await loadNamespaces(language, ['forms']).catch(() => undefined);
  return translate(language, id, values);
}

export async function readError(response: Response): Promise<ApiError> {
  let body: { message?: string; errors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const errors =
    body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors) ? (body.errors as Record<string, string[]>) : {};
  const known = MESSAGES[response.status];
  const message = body.message ?? (await (known ? said(known) : said('api.status', { status: response.status })));
  return new ApiError(message, response.status, errors);
}

/** GET /api/v1{path} → body.data. */
export async function getData<T>(path: string): Promise<T> {
  const response = await fetch(`/api/v1${path}`, { headers: { Accept: 'application/json', ...languageHeader() } });
  if (!response.ok) throw await readError(response);
  const body = (await response.json()) as { data?: T };
  if (body.data === undefined) throw new ApiError(await said('api.noData'), response.status);
  return body.data;
}
