import type { FormikErrors } from 'formik';

/** Formik's nested errors as "path" -> message, in field order ("members.0.email"). */
export function flattenErrors(errors: FormikErrors<unknown> | string | undefined, prefix = ''): [string, string][] {
  if (errors === undefined || errors === null) return [];
  if (typeof errors === 'string') return [[prefix, errors]];
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (value === undefined) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    entries.push(...flattenErrors(value as FormikErrors<unknown> | string, path));
  }
  return entries;
}

/**
 * The first message of each errored path as Formik errors, nested the way Formik keeps them, built in one pass
 * (Formik's own conversion copies the errors once per error).
 */
export function toFormikErrors(errors: Record<string, string[]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const keys = path.split('.');
    let node: Record<string, unknown> = result;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = message;
      else node = (node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return result;
}

/** The top field name of an error path: "members.0.email" -> "members". */
export const fieldOfPath = (path: string) => path.split('.')[0] ?? path;
