import { cairoLocalToIso, isoToCairoLocal } from './cairo-time';
import type { ConsoleSettings } from './settings-api';
import { DATE_FIELDS, EDITION, ORDERS, TEXT_FIELDS, type TextSettingField } from './settings-fields';

/** What the inputs hold by setting key: the edition and the words as typed, each date as a datetime-local value in Cairo time. */
export type SettingValues = Record<string, string>;
/** One message per setting key. */
export type SettingErrors = Record<string, string>;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const read = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((value, part) => (isTree(value) ? value[part] : undefined), tree);

function write(tree: Tree, key: string, value: unknown): void {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node = tree;
  for (const part of parts) node = isTree(node[part]) ? (node[part] as Tree) : (node[part] = {});
  if (value === undefined) delete node[last];
  else node[last] = value;
}

export function toValues(settings: ConsoleSettings): SettingValues {
  const dates = DATE_FIELDS.map((field) => {
    const value = read(settings, field.key);
    return [field.key, isoToCairoLocal(typeof value === 'string' ? value : undefined)];
  });
  const texts = TEXT_FIELDS.map((field) => {
    const value = read(settings, field.key);
    return [field.key, typeof value === 'string' ? value : ''];
  });
  return { [EDITION.key]: String(settings.edition), ...Object.fromEntries(dates), ...Object.fromEntries(texts) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a typed word setting cannot be sent, or nothing; the server checks again. */
function textProblem(field: TextSettingField, text: string): string | undefined {
  if (text === '') return field.optional ? undefined : `Enter the ${field.label.toLowerCase()}.`;
  if (field.kind === 'email' && !EMAIL.test(text)) {
    return `Enter the ${field.label.toLowerCase()} in the right format, like info@example.com.`;
  }
  if (field.kind === 'https' && !isHttps(text)) return `Enter the ${field.label} as a full address starting with https://.`;
  return undefined;
}

function isHttps(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:' && !/\s/.test(text);
  } catch {
    return false;
  }
}

export type CheckedSettings = { ok: true; settings: ConsoleSettings } | { ok: false; errors: SettingErrors };

/** The whole settings object to PUT: what was loaded (settings this page does not know are kept), with the inputs read as Cairo time. */
export function settingsFrom(values: SettingValues, loaded: ConsoleSettings): CheckedSettings {
  const errors: SettingErrors = {};
  const next = structuredClone(loaded) as unknown as Tree;
  const edition = (values[EDITION.key] ?? '').trim();
  if (/^\d{4}$/.test(edition) && Number(edition) >= 2015 && Number(edition) <= 2100) next.edition = Number(edition);
  else errors[EDITION.key] = 'Enter the edition as a year from 2015 to 2100, e.g. 2026.';

  const instants = new Map<string, number>();
  for (const field of DATE_FIELDS) {
    const local = (values[field.key] ?? '').trim();
    if (local === '') {
      if (field.optional) write(next, field.key, undefined);
      else errors[field.key] = `Enter a date and time for “${field.label}”.`;
      continue;
    }
    const instant = cairoLocalToIso(local);
    if (instant.ok) {
      write(next, field.key, instant.iso);
      instants.set(field.key, Date.parse(instant.iso));
    } else if (instant.reason === 'skipped') {
      errors[field.key] = `“${field.label}” falls in the hour Cairo skips when summer time starts: choose a time an hour later.`;
    } else {
      errors[field.key] = `Enter a real date and time for “${field.label}”.`;
    }
  }
  for (const field of TEXT_FIELDS) {
    const text = (values[field.key] ?? '').trim();
    const problem = textProblem(field, text);
    if (problem) errors[field.key] = problem;
    else write(next, field.key, text === '' ? undefined : text);
  }
  for (const order of ORDERS) {
    const [first, then] = [instants.get(order.first), instants.get(order.then)];
    if (first !== undefined && then !== undefined && then <= first) errors[order.then] ??= order.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings: next as unknown as ConsoleSettings };
}

const LABELS = new Map([EDITION, ...DATE_FIELDS, ...TEXT_FIELDS].map((field) => [field.key, field.label]));

/** The server's 422 errors: each on its setting, named by its label; those about no setting of this page go to the whole form. */
export function serverErrors(errors: Record<string, string[]>): { fields: SettingErrors; form: string[] } {
  const fields: SettingErrors = {};
  const form: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const label = LABELS.get(key);
    const text = messages.join(' ');
    if (label) fields[key] = `${label}: ${text}`;
    else form.push(key === 'settings' ? text : `${key}: ${text}`);
  }
  return { fields, form };
}
