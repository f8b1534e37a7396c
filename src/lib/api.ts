import { hasFile, toFormData } from './form-data';

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

const MESSAGES: Record<number, string> = {
  403: 'Registration is closed for this form.',
  413: 'A file or the whole application is too large.',
  415: 'A file is not of an accepted type.',
  429: 'Too many attempts; please wait a minute and try again.',
};

async function readError(response: Response): Promise<ApiError> {
  let body: { message?: string; errors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const errors =
    body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors) ? (body.errors as Record<string, string[]>) : {};
  const message = body.message ?? MESSAGES[response.status] ?? `The server could not take the request (${response.status}).`;
  return new ApiError(message, response.status, errors);
}

/** GET /api/v1{path} → body.data. */
export async function getData<T>(path: string): Promise<T> {
  const response = await fetch(`/api/v1${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await readError(response);
  const body = (await response.json()) as { data?: T };
  if (body.data === undefined) throw new ApiError('No data found.', response.status);
  return body.data;
}

/** POSTs answers (multipart when they carry files) with an Idempotency-Key, so a retry never creates two. */
export async function postAnswers(path: string, values: Record<string, unknown>, idempotencyKey: string): Promise<{ id: number | string }> {
  const multipart = hasFile(values);
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(multipart ? {} : { 'Content-Type': 'application/json' }),
      },
      body: multipart ? toFormData(values) : JSON.stringify(values),
    });
  } catch {
    throw new ApiError('We could not reach the server. Your answers are kept: check your connection and submit again.', 0);
  }
  if (!response.ok) throw await readError(response);
  const body = (await response.json()) as { data?: { id: number | string } };
  return body.data ?? { id: '' };
}
