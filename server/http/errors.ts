export type FieldErrors = Record<string, string[]>;
/** The rules that failed, as data, by field path: the same failures as FieldErrors' messages, in the same order. */
export type FailedRules = Record<string, { rule: string; params: Record<string, unknown> }[]>;

/** An answer to the client in the contract's error shape; its message never carries what the client sent. */
export class ApiError extends Error {
  /** A 422 of the form engine: which rules failed, beside `errors`. */
  rules?: FailedRules;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message = 'The request is malformed.') => new ApiError(400, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const unprocessable = (errors: FieldErrors, message = 'Some answers need fixing.', rules?: FailedRules) =>
  Object.assign(new ApiError(422, message, errors), rules && Object.keys(rules).length > 0 ? { rules } : {});
export const conflict = (field: string, message: string) => new ApiError(409, message, { [field]: [message] });
export const tooLarge = (message: string, errors?: FieldErrors) => new ApiError(413, message, errors, { connection: 'close' });
export const unsupportedType = (message: string, errors?: FieldErrors) => new ApiError(415, message, errors);
export const forbidden = (message: string) => new ApiError(403, message);
/** The database or the file store cannot be reached: the client keeps its answers and retries. */
export const serviceUnavailable = () =>
  new ApiError(
    503,
    'The service is busy or under maintenance: your answers are kept in the form; please try again in a minute.',
    undefined,
    { 'retry-after': '30' },
  );

/** The body every error answer carries. */
export function errorBody(error: { message: string; errors?: FieldErrors; rules?: FailedRules }) {
  if (!error.errors) return { success: false, message: error.message };
  return error.rules
    ? { success: false, message: error.message, errors: error.errors, rules: error.rules }
    : { success: false, message: error.message, errors: error.errors };
}
