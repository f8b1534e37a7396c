import { formWords, type ErrorItem, type FormRendererProps } from '../../form-react/index';
import { languageHeader, requestLanguage } from '../../lib/i18n/request-language';

// The messages the summary shows, in the page's language.
const failed = () => formWords(requestLanguage()).t('explain.failed');
const unexpected = () => formWords(requestLanguage()).t('explain.unexpected');
/** The most errors POST /assistant/error-explanations takes in one call. */
const PER_CALL = 50;

/** What is sent of an answer: text and numbers as typed, a file as its size, type and extension only. */
export function inputSummary(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.slice(0, 2_000);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Blob) {
    const name = value instanceof File ? value.name : '';
    return { size: value.size, type: value.type, extension: name.includes('.') ? name.split('.').pop()!.toLowerCase() : '' };
  }
  // Rows of a table (team members) are counted, never sent.
  if (Array.isArray(value))
    return value
      .slice(0, 50)
      .map((item) => (typeof item === 'object' && item !== null && !(item instanceof Blob) ? {} : inputSummary(item)));
  return '';
}

/** One call for up to 50 errors; answers the explanations by error path, rejecting with the message to show. */
async function explainBatch(formId: string | undefined, items: ErrorItem[]): Promise<Record<string, string>> {
  let response: Response;
  try {
    // The user-agent parser (bowser) downloads only when an applicant asks for explanations.
    const { browserInfo } = await import('./browser-info');
    response = await fetch('/api/v1/assistant/error-explanations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...languageHeader() },
      body: JSON.stringify({
        formId,
        mobileData: browserInfo(),
        personal_data: {},
        errorInfo: items.map((item) => ({ fieldName: item.path, userInput: inputSummary(item.value), message: item.message })),
      }),
    });
  } catch {
    throw new Error(failed());
  }
  if (!response.ok) throw new Error(failed());
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const entries = Array.isArray(body.message) ? (body.message as unknown[]) : [];
  const explained: Record<string, string> = {};
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    for (const [path, text] of Object.entries(entry)) if (typeof text === 'string' && text.trim() !== '') explained[path] = text;
  }
  if (!items.some((item) => item.path in explained)) throw new Error(unexpected());
  return explained;
}

/** The renderer's `explainErrors` for a form: asks POST /assistant/error-explanations about every listed error at once. */
export function explainErrorsOf(formId?: string): NonNullable<FormRendererProps['explainErrors']> {
  return async (items) => {
    const batches: ErrorItem[][] = [];
    for (let start = 0; start < items.length; start += PER_CALL) batches.push(items.slice(start, start + PER_CALL));
    return Object.assign({}, ...(await Promise.all(batches.map((batch) => explainBatch(formId, batch)))));
  };
}
