export const EXPLAIN_FAILED = 'Failed to fetch AI suggestions';
export const UNEXPECTED = 'Unexpected error';

export interface ExplainRequest {
  formId?: string;
  fieldName: string;
  message: string;
  value: unknown;
  personalData?: Record<string, unknown>;
}

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
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => (typeof item === 'object' && item !== null && !(item instanceof Blob) ? {} : inputSummary(item)));
  return '';
}

/** Asks POST /assistant/error-explanations to explain one error; rejects with the message to show. */
export async function fetchExplanation(request: ExplainRequest): Promise<string> {
  let response: Response;
  try {
    // The user-agent parser (bowser) downloads only when an applicant asks for an explanation.
    const { browserInfo } = await import('./browser-info');
    response = await fetch('/api/v1/assistant/error-explanations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        formId: request.formId,
        mobileData: browserInfo(),
        personal_data: request.personalData ?? {},
        errorInfo: [{ fieldName: request.fieldName, userInput: inputSummary(request.value), message: request.message }],
      }),
    });
  } catch {
    throw new Error(EXPLAIN_FAILED);
  }
  if (!response.ok) throw new Error(EXPLAIN_FAILED);
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const entries = Array.isArray(body.message) ? (body.message as Record<string, unknown>[]) : [];
  const explanation = entries.find((entry) => typeof entry?.[request.fieldName] === 'string')?.[request.fieldName];
  if (typeof explanation !== 'string' || explanation.trim() === '') throw new Error(UNEXPECTED);
  return explanation;
}
