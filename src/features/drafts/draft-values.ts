import { traitsOf, type FormDefinition } from '../../engine/index';
import type { Values } from '../../form-react/index';

/** A form's answers as a draft stores them: JSON answers, and the files apart, by field path. */
export interface DraftParts {
  /** Each file replaced by null: the files travel through their own route. */
  answers: Values;
  files: Map<string, File>;
}

/** Fields a draft never keeps: a captcha's token is single-use, and a password is not kept half-typed on a server. */
export function fieldsNotKept(definition: FormDefinition | undefined): Set<string> {
  return new Set(definition?.fields.filter((field) => !traitsOf(field).keptInDrafts).map((field) => field.name));
}

/** The name of the form's first e-mail field, to prefill the address a resume link goes to. */
export function emailFieldOf(definition: FormDefinition | undefined): string | undefined {
  return definition?.fields.find((field) => traitsOf(field).format === 'email')?.name;
}

function strip(value: unknown, path: string, files: Map<string, File>): unknown {
  if (value instanceof File) {
    files.set(path, value);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => strip(item, `${path}.${index}`, files));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item, `${path}.${key}`, files)]));
  }
  return value === undefined ? null : value;
}

/** Splits the renderer's values into JSON answers and files (`members.0.photo` for a row's file). */
export function splitFiles(values: Values, skip: ReadonlySet<string> = new Set()): DraftParts {
  const files = new Map<string, File>();
  const answers = Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [name, strip(value, name, files)]),
  );
  return { answers, files };
}

// No answer is no answer, however a widget writes it: a field drawn later ('' where there was nothing) changes nothing.
const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose answers differ (a row's change counts as a change of its whole table). */
export function changedFields(before: Values, after: Values): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !same(before[name], after[name]));
}

export interface FileChanges {
  upload: [path: string, file: File][];
  remove: string[];
}

/** Files to send (new, or another file at the same path) and paths whose file was removed. */
export function fileChanges(before: ReadonlyMap<string, File>, after: ReadonlyMap<string, File>): FileChanges {
  return {
    upload: [...after].filter(([path, file]) => before.get(path) !== file),
    remove: [...before.keys()].filter((path) => !after.has(path)),
  };
}

/** Puts each file back at its path; a path whose row is gone is skipped and reported. */
export function placeFiles(answers: Values, files: { path: string; file: File }[]): { values: Values; unplaced: string[] } {
  const values = structuredClone(answers);
  const unplaced: string[] = [];
  for (const { path, file } of files) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let container: unknown = values;
    for (const key of keys) container = typeof container === 'object' && container !== null ? (container as Values)[key] : undefined;
    if (typeof container === 'object' && container !== null) (container as Values)[last] = file;
    else unplaced.push(path);
  }
  return { values, unplaced };
}
