import type { z } from 'zod';
import { toFormikValidationSchema, type ValidationError } from 'zod-formik-adapter';
import { toFormikErrors } from './error-paths';

/**
 * A step's or the form's schema judged through zod-formik-adapter, its issues nested in one pass: Formik's own
 * conversion (yupToFormErrors) copies the errors once per error, quadratic in their number.
 */
// By shape: the adapter is CommonJS, and a bundler may hand its class out twice (instanceof then fails).
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);

export async function schemaErrors(schema: z.ZodType, values: unknown): Promise<Record<string, unknown>> {
  try {
    await toFormikValidationSchema(schema).validate(values);
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const { path, message } of error.inner) (byPath[path] ??= []).push(message);
    return toFormikErrors(byPath);
  }
}
