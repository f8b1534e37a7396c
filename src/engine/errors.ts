import type { z } from 'zod';

/** Messages by field path, as the API's 422 answer carries them: { "members.0.email": ["..."] }. */
export type FieldErrors = Record<string, string[]>;

/** Flattens zod issues into field paths; unknown keys are reported on the key itself. */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    // Paths come from answers, so "toString" or "__proto__" must not reach Object.prototype.
    if (!Object.hasOwn(errors, path))
      Object.defineProperty(errors, path, { value: [], enumerable: true, writable: true, configurable: true });
    const list = errors[path]!;
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path === '' ? key : `${path}.${key}`, 'This field is not part of the form');
    } else {
      add(path === '' ? '_form' : path, issue.message);
    }
  }
  return errors;
}

/** The first message of each field, in the order they were found. */
export function firstMessages(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path, messages[0] ?? '']));
}
