import { formWords } from '../../form-react/index';
import { ApiError, getData } from '../../lib/api';
import { languageHeader, requestLanguage } from '../../lib/i18n/request-language';
import { applicationSchema, statusSchema, type Application, type ApplicationStatus, type PostedAction } from './application-schema';

const pathOf = (token: string) => `/applications/${encodeURIComponent(token)}`;
const words = () => formWords(requestLanguage());

/** GET /api/v1/applications/{token}, checked: a 404 is an ApiError with status 404. */
export async function fetchApplication(token: string): Promise<Application> {
  const parsed = applicationSchema.safeParse(await getData<unknown>(pathOf(token)));
  if (!parsed.success) throw new ApiError(words().t('status.unreadable'), 200);
  return parsed.data;
}

/** POST /api/v1/applications/{token}/{action} → the new status; 403 and 409 carry the server's message. */
export async function postAction(token: string, action: PostedAction): Promise<ApplicationStatus> {
  let response: Response;
  try {
    // No body and no Content-Type: the server would refuse an empty JSON body.
    response = await fetch(`/api/v1${pathOf(token)}/${action}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...languageHeader() },
    });
  } catch {
    throw new ApiError(words().t('status.unreachable'), 0);
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: { status?: unknown } };
  if (!response.ok) throw new ApiError(body.message ?? words().t('status.cannotNow', { status: response.status }), response.status);
  const status = statusSchema.safeParse(body.data?.status);
  if (!status.success) throw new ApiError(words().t('status.oddAnswer'), response.status);
  return status.data;
}
