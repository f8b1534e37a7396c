import type { Translate } from '../../../lib/i18n/translate';
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
function textProblem(field: TextSettingField, text: string, t: Translate): string | undefined {
  // Within an English sentence a label is lower case; Arabic has no case, so this changes nothing there.
  const lower = t(field.label).toLowerCase();
  if (text === '') return field.optional ? undefined : t('console.settings.textMissing', { label: lower });
  if (field.kind === 'email' && !EMAIL.test(text)) return t('console.settings.emailShape', { label: lower });
  if (field.kind === 'https' && !isHttps(text)) return t('console.settings.httpsShape', { label: t(field.label) });
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
export function settingsFrom(values: SettingValues, loaded: ConsoleSettings, t: Translate): CheckedSettings {
  const errors: SettingErrors = {};
  const next = structuredClone(loaded) as unknown as Tree;
  const edition = (values[EDITION.key] ?? '').trim();
  if (/^\d{4}$/.test(edition) && Number(edition) >= 2015 && Number(edition) <= 2100) next.edition = Number(edition);
  else errors[EDITION.key] = t('console.settings.editionProblem');

  const instants = new Map<string, number>();
  for (const field of DATE_FIELDS) {
    const local = (values[field.key] ?? '').trim();
    if (local === '') {
      if (field.optional) write(next, field.key, undefined);
      else errors[field.key] = t('console.settings.dateMissing', { label: t(field.label) });
      continue;
    }
    const instant = cairoLocalToIso(local);
    if (instant.ok) {
      write(next, field.key, instant.iso);
      instants.set(field.key, Date.parse(instant.iso));
    } else if (instant.reason === 'skipped') {
      errors[field.key] = t('console.settings.dateSkipped', { label: t(field.label) });
    } else {
      errors[field.key] = t('console.settings.dateInvalid', { label: t(field.label) });
    }
  }
  for (const field of TEXT_FIELDS) {
    const text = (values[field.key] ?? '').trim();
    const problem = textProblem(field, text, t);
    if (problem) errors[field.key] = problem;
    else write(next, field.key, text === '' ? undefined : text);
  }
  for (const order of ORDERS) {
    const [first, then] = [instants.get(order.first), instants.get(order.then)];
    if (first !== undefined && then !== undefined && then <= first) errors[order.then] ??= t(order.message);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings: next as unknown as ConsoleSettings };
}

const LABELS = new Map([EDITION, ...DATE_FIELDS, ...TEXT_FIELDS].map((field) => [field.key, field.label]));

/** The server's 422 errors: each on its setting, named by its label; those about no setting of this page go to the whole form. */
export function serverErrors(errors: Record<string, string[]>, t: Translate): { fields: SettingErrors; form: string[] } {
  const fields: SettingErrors = {};
  const form: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const label = LABELS.get(key);
    const text = messages.join(' ');
    if (label) fields[key] = `${t(label)}: ${text}`;
    else form.push(key === 'settings' ? text : `${key}: ${text}`);
  }
  return { fields, form };
}
