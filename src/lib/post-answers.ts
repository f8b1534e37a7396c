import { ApiError, readError, said } from './api';
import { hasFile, toFormData } from './form-data';
import { languageHeader } from './i18n/request-language';

// Apart from api.ts: the home page reads the API but never posts answers, so it ships without the form-data code.
/** POSTs answers (multipart when they carry files) with an Idempotency-Key, so a retry never creates two. */
export async function postAnswers(path: string, values: Record<string, unknown>, idempotencyKey: string): Promise<{ id: number | string }> {
  const multipart = hasFile(values);
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        ...languageHeader(),
        'Idempotency-Key': idempotencyKey,
        ...(multipart ? {} : { 'Content-Type': 'application/json' }),
      },
      body: multipart ? toFormData(values) : JSON.stringify(values),
    });
  } catch {
    throw new ApiError(await said('api.unreachable'), 0);
  }
  if (!response.ok) throw await readError(response);
  const body = (await response.json()) as { data?: { id: number | string } };
  return body.data ?? { id: '' };
}
