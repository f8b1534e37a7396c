import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, unprocessable, type FieldErrors } from '../http/errors';

// PostgreSQL refuses NUL in text and jsonb, and jsonb refuses lone UTF-16 surrogates;
// with /u a surrogate pair is one code point, so only lone halves match.
// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

export const UNSTORABLE_MESSAGE =
  'This text contains an invisible or broken character that cannot be saved; please retype it and try again.';

export const UNSTORABLE_FILE_NAME_MESSAGE =
  'The file name contains a character that cannot be saved; please rename the file and try again.';

/** At most this many fields are named in one refusal. */
const MAX_NAMED = 20;

/** True when PostgreSQL can store the text as it is. */
export const isStorable = (text: string) => !UNSTORABLE.test(text);

// A bad key is named with its bad characters shown as U+FFFD, so the answer never echoes them.
const visible = (key: string) => key.replace(new RegExp(UNSTORABLE.source, 'gu'), '\ufffd');

/** Stands on the stack for a key that cannot be stored, so fields are named in document order. */
const BAD_KEY = Symbol('unstorable key');

// Parsers' records (a query string's prototype-less object) count as plain; class instances (received files) do not.
const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as { constructor?: unknown } | null;
  return proto === null || !Object.hasOwn(proto, 'constructor') || proto.constructor === Object;
};

/**
 * Paths ("members.0.name", "steps.0.title") of the strings and keys of a parsed value that cannot be
 * stored. Iterative, since a 4 MB JSON body may nest far deeper than the call stack; objects that are
 * not plain (received files) are left to their owners.
 */
export function unstorablePaths(root: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[root, '']];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0 && found.length < MAX_NAMED) {
    const [value, path] = stack.pop()!;
    if (value === BAD_KEY) {
      found.push(path);
    } else if (typeof value === 'string') {
      if (!isStorable(value)) found.push(path || 'body');
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push([value[index], at(path, String(index))]);
    } else if (typeof value === 'object' && value !== null && isPlainObject(value)) {
      for (const [key, item] of Object.entries(value).reverse()) {
        stack.push(isStorable(key) ? [item, at(path, key)] : [BAD_KEY, at(path, visible(key))]);
      }
    }
  }
  return found;
}

/** 422 in the contract's shape naming each field whose text cannot be stored. */
export function refuseUnstorable(...sources: unknown[]): void {
  const paths = sources.flatMap((source) => unstorablePaths(source));
  if (paths.length === 0) return;
  const errors: FieldErrors = {};
  for (const path of paths) errors[path] = [UNSTORABLE_MESSAGE];
  throw unprocessable(errors, 'Some text contains a character that cannot be saved.');
}

/** 422 naming the field of each received file whose name cannot be stored (it goes into the answers' jsonb). */
export function refuseUnstorableFileNames(files: { name: string; fieldPath: string }[]): void {
  const bad = files.filter((file) => !isStorable(file.name));
  if (bad.length > 0)
    throw unprocessable(
      Object.fromEntries(bad.map((file) => [file.fieldPath, [UNSTORABLE_FILE_NAME_MESSAGE]])),
      'A file name contains a character that cannot be saved.',
    );
}

/** Far deeper than any definition or answer (about 10 levels); JSON.stringify of a body 10,000 levels deep overflows the stack. */
const MAX_DEPTH = 64;

/** Whether a parsed body nests deeper than MAX_DEPTH, found without recursion. */
export function nestsTooDeep(root: unknown): boolean {
  if (typeof root !== 'object' || root === null) return false;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (depth >= MAX_DEPTH) return true;
    for (const item of Object.values(value as object)) if (typeof item === 'object' && item !== null) stack.push([item, depth + 1]);
  }
  return false;
}

/** Fields of a record (path parameters, query string) that schema coercion turned into ±Infinity: "1e400" passes ajv's integer check. */
const nonFiniteFields = (record: unknown) =>
  typeof record === 'object' && record !== null
    ? Object.entries(record)
        .filter(([, value]) => [value].flat().some((item) => typeof item === 'number' && !Number.isFinite(item)))
        .map(([key]) => key)
    : [];

/**
 * "Text is text" at the boundary: every route's path parameters, query string and parsed body are
 * checked before validation, so nothing unstorable (or nested past any use) reaches a handler; after
 * validation, numbers are finite. Multipart bodies are streamed by their handler, which checks what it received
 * (submissions/pipeline.ts).
 */
export function registerStorableText(app: FastifyInstance) {
  // Callback hooks, not async ones: they run on every API request, and most find nothing to check.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (nestsTooDeep(request.body)) throw badRequest('The request body is nested too deeply.');
      refuseUnstorable(request.params, request.query, request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const fields = [...nonFiniteFields(request.params), ...nonFiniteFields(request.query)];
    if (fields.length === 0) return done();
    done(
      new ApiError(
        400,
        'A number in the request is out of range.',
        Object.fromEntries(fields.map((field) => [field, ['This number is too large.']])),
      ),
    );
  });
}
