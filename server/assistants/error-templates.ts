import { formatBytes, traitsOf, type FieldDef, type FieldValue } from '../../src/engine/index';
import { characters, type Failure } from './error-rules';
import { DEFAULT_EVENT } from '../../src/lib/event/default-event';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const TYPE_NAMES: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'image/*': 'image',
};
const typeName = (type: string) => TYPE_NAMES[type.toLowerCase()] ?? (type.startsWith('.') ? type.slice(1).toUpperCase() : type);
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

const fillIn = (label: string) => `${label} is required: fill it in before you continue.`;

/** What to do about a required answer left empty, by what the answer holds. */
const WHEN_EMPTY = {
  choice: (label) => `Choose an answer for ${label}: this question is required.`,
  list: (label) => `Choose at least one option for ${label}: this question is required.`,
  upload: (label) => `Upload a file for ${label}: it is required.`,
  toggle: (label) => `Tick ${label} to continue: it is required.`,
  text: fillIn,
  number: fillIn,
  rows: fillIn,
  none: fillIn,
} satisfies Record<FieldValue, (label: string) => string>;

/** What is wrong with a phone number, from its shape alone: counts and the first three digits, never the number. */
function phoneDetail(text: string): string {
  const trimmed = text.trim();
  if (/^(\+|00)20/.test(trimmed.replace(/[\s-]/g, ''))) return '; write it without the country code (+20), starting with 0';
  if (/[^\d\s-]/.test(trimmed)) return '; it can only contain digits';
  if (/[\s-]/.test(trimmed)) return '; write the digits only, without spaces or dashes';
  if (trimmed.length !== 11) return `; you typed ${plural(trimmed.length, 'digit')}`;
  return `; yours starts with ${trimmed.slice(0, 3)}`;
}

function nationalIdDetail(text: string): string {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) return '; remove the spaces';
  if (/^\d+$/.test(trimmed))
    return trimmed.length === 14 ? `; yours starts with ${trimmed[0]}` : `; you typed ${plural(trimmed.length, 'digit')}`;
  if (/^[a-z]\d{7,8}$/.test(trimmed)) return '; write the first letter as a capital';
  return `; you typed ${plural(characters(trimmed), 'character')}`;
}

function emailDetail(text: string): string {
  const trimmed = text.trim();
  const ats = (trimmed.match(/@/g) ?? []).length;
  if (/\s/.test(trimmed)) return '; remove the spaces';
  if (ats === 0) return '; yours has no @';
  if (ats > 1) return '; yours has more than one @';
  if (trimmed.startsWith('@')) return '; the name before the @ is missing';
  if (!/@[^@]+\.[^@.]+$/.test(trimmed)) return '; the part after the @ needs a dot, like example.com';
  return '';
}

function urlDetail(text: string): string {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return '; yours does not start with http:// or https://';
  if (/\s/.test(trimmed)) return '; remove the spaces';
  return '';
}

/** A plain explanation of one failed rule, naming the field and how far the answer is from passing. */
export function explain(
  failure: Failure,
  field: Pick<FieldDef, 'label' | 'type' | 'placeholder' | 'desc'>,
  input: unknown,
  message: string,
  /** The organisers' address from the settings. */
  contact = DEFAULT_EVENT.contactEmail,
): string {
  const label = `"${field.label}"`;
  const text = typeof input === 'string' || typeof input === 'number' ? String(input) : '';
  switch (failure.rule) {
    case 'required':
      return WHEN_EMPTY[traitsOf(field).value](label);
    case 'requiredWhen':
      return `${label} is required because of an earlier answer (${message.trim()}). Fill it in, or change that answer.`;
    case 'phone':
      return `An Egyptian mobile number has 11 digits and starts with 010, 011, 012 or 015${phoneDetail(text)}.`;
    case 'nationalId':
      return `An Egyptian national ID has 14 digits and starts with 2 (born before 2000) or 3 (born in 2000 or later); a passport number is one capital letter followed by 7 or 8 digits${nationalIdDetail(text)}.`;
    case 'email':
      return `An e-mail address looks like name@example.com${emailDetail(text)}.`;
    case 'url':
      return `A web address must start with http:// or https:// and be public, so anyone with the link can open it (for example a YouTube video, or a Google Drive file shared with "Anyone with the link")${urlDetail(text)}.`;
    case 'date':
      return `Write ${label} as year-month-day, for example 2001-05-23, or pick it from the calendar; the date must exist (no 31 April).`;
    case 'time':
      return `Write ${label} as hours and minutes on a 24-hour clock, for example 14:30.`;
    case 'number':
      return `${label} takes a number written with digits only, for example 2024.`;
    case 'minLength':
      return `${label} needs at least ${plural(failure.limit, 'character')}${failure.actual === undefined ? '' : `; you typed ${failure.actual}`}.`;
    case 'maxLength':
      return `${label} can have at most ${plural(failure.limit, 'character')}${failure.actual === undefined ? '' : `; you typed ${failure.actual}, so remove ${failure.actual - failure.limit}`}.`;
    case 'minDigits':
      return `${label} needs at least ${plural(failure.limit, 'digit')}${failure.actual === undefined ? '' : `; yours has ${failure.actual}`}.`;
    case 'maxDigits':
      return `${label} can have at most ${plural(failure.limit, 'digit')}${failure.actual === undefined ? '' : `; yours has ${failure.actual}`}.`;
    case 'min':
      return `${label} must be ${failure.limit} or more; the number you entered is smaller.`;
    case 'max':
      return `${label} must be ${failure.limit} or less; the number you entered is larger.`;
    case 'minItems':
      return `Choose at least ${plural(failure.limit, 'option')} for ${label}${failure.actual === undefined ? '' : `; you chose ${failure.actual}`}.`;
    case 'maxItems':
      return `Choose at most ${plural(failure.limit, 'option')} for ${label}${failure.actual === undefined ? '' : `; you chose ${failure.actual}`}.`;
    case 'minWords':
      return `${label} needs at least ${plural(failure.limit, 'word')}${failure.actual === undefined ? '' : `; you wrote ${failure.actual}`}.`;
    case 'maxWords':
      return `${label} can have at most ${plural(failure.limit, 'word')}${failure.actual === undefined ? '' : `; you wrote ${failure.actual}`}.`;
    case 'matches':
      return `${label} must be exactly the same as "${failure.other}". Check both for typing mistakes and extra spaces.`;
    case 'fileType': {
      const accepted = failure.accept.length > 0 ? `${list(failure.accept.map(typeName))} files` : 'other kinds of file';
      return `${label} accepts ${accepted}${failure.actual ? `; yours is ${typeName(failure.actual)}` : ''}. Save or export it in an accepted format and upload it again.`;
    }
    case 'fileSize':
      return `${label} accepts files up to ${failure.limit > 0 ? formatBytes(failure.limit) : 'the size limit'}${failure.actual ? `; yours is ${formatBytes(failure.actual)}` : ''}. Resize or compress it and upload it again.`;
    case 'maxFiles':
      return `${label} takes at most ${plural(failure.limit, 'file')}: remove some before adding more.`;
    case 'pattern': {
      const example = field.placeholder ? ` It should look like ${field.placeholder}.` : '';
      return `${label} does not have the expected format.${example}${field.desc ? ` ${field.desc}` : ''}`;
    }
    case 'captcha':
      return 'Complete the verification before you submit; if it expired, do it again.';
    case 'option':
      return `Choose one of the offered options for ${label}.`;
    case 'duplicate':
      return `An application with this ${field.label.toLowerCase()} was already received for this edition; each one can be used once. If you think this is a mistake, e-mail ${contact}.`;
    case 'unknown':
      return `The form says: "${message.trim()}". Check ${label} against the hint under it; if you are stuck, e-mail ${contact}.`;
  }
}
