import { accepts, traitsOf, type FieldDef, type TextFormat } from '../../src/engine/index';
import { linearPatterns } from '../../src/lib/linear-patterns';

export const EGYPTIAN_PHONE = '^01[0125]\\d{8}$';
export const NATIONAL_ID = '^(?:[23]\\d{13}|[A-Z]\\d{7,8})$';

/** Which rule an answer broke, with the counts its explanation needs (never the answer itself). */
export type Failure =
  | {
      rule:
        | 'required'
        | 'requiredWhen'
        | 'phone'
        | 'nationalId'
        | 'email'
        | 'url'
        | 'date'
        | 'time'
        | 'number'
        | 'pattern'
        | 'captcha'
        | 'option'
        | 'duplicate'
        | 'unknown';
    }
  | {
      rule: 'minLength' | 'maxLength' | 'minDigits' | 'maxDigits' | 'minItems' | 'maxItems' | 'minWords' | 'maxWords';
      limit: number;
      actual?: number;
    }
  | { rule: 'min' | 'max'; limit: number }
  | { rule: 'matches'; other: string }
  | { rule: 'fileType'; accept: string[]; actual?: string }
  | { rule: 'fileSize'; limit: number; actual?: number }
  | { rule: 'maxFiles'; limit: number };

/** What the browser sends for a file: its size, type and extension (never its name or bytes). */
export interface FileSummary {
  size?: number;
  type?: string;
  extension?: string;
}

const isFileSummary = (value: unknown): value is FileSummary =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('size' in value || 'type' in value);

export const characters = (text: string) => [...text].length;
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const isEmpty = (input: unknown) =>
  input === undefined ||
  input === null ||
  input === '' ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function isRealDate(text: string): boolean {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  return date !== undefined && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whether a trimmed text answer has its format's shape; a failed one is explained under the format's name. */
const FORMAT_HOLDS = {
  email: (text) => EMAIL.test(text),
  url: (text) => URL_PATTERN.test(text),
  date: isRealDate,
  time: (text) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text),
  // A phone number is judged by its pattern (textFailure); a captcha token is never judged as text.
  phone: () => true,
  captcha: () => true,
} satisfies Record<TextFormat, (text: string) => boolean>;

function lengthFailure(field: FieldDef, text: string): Failure | undefined {
  const { minLength, maxLength, minWords, maxWords } = field.validation;
  const count = characters(text);
  if (minLength !== undefined && count < minLength) return { rule: 'minLength', limit: minLength, actual: count };
  if (maxLength !== undefined && count > maxLength) return { rule: 'maxLength', limit: maxLength, actual: count };
  if (minWords !== undefined && words(text) < minWords) return { rule: 'minWords', limit: minWords, actual: words(text) };
  if (maxWords !== undefined && words(text) > maxWords) return { rule: 'maxWords', limit: maxWords, actual: words(text) };
  return undefined;
}

function fileFailure(field: FieldDef, input: unknown, message: string): Failure | undefined {
  const files = (Array.isArray(input) ? input : [input]).filter(isFileSummary);
  const max = message.match(/maximum of (\d+) files/)?.[1];
  if (max) return { rule: 'maxFiles', limit: Number(max) };
  const { accept, maxSize } = field.validation;
  for (const file of files) {
    if (
      accept &&
      file.type !== undefined &&
      !accepts(accept, { name: `file.${file.extension ?? ''}`, size: file.size ?? 0, type: file.type })
    )
      return { rule: 'fileType', accept, actual: file.type };
    if (maxSize !== undefined && file.size !== undefined && file.size > maxSize)
      return { rule: 'fileSize', limit: maxSize, actual: file.size };
  }
  if (/not an accepted file type/.test(message)) return { rule: 'fileType', accept: accept ?? [] };
  if (/exceeds the maximum size/.test(message)) return { rule: 'fileSize', limit: maxSize ?? 0 };
  return undefined;
}

function numberFailure(field: FieldDef, input: unknown): Failure | undefined {
  const text = String(input).trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return { rule: 'number' };
  const { min, max, minLength, maxLength } = field.validation;
  const digits = text.replace(/\D/g, '').length;
  if (minLength !== undefined && digits < minLength) return { rule: 'minDigits', limit: minLength, actual: digits };
  if (maxLength !== undefined && digits > maxLength) return { rule: 'maxDigits', limit: maxLength, actual: digits };
  if (min !== undefined && value < min) return { rule: 'min', limit: min };
  if (max !== undefined && value > max) return { rule: 'max', limit: max };
  return undefined;
}

function textFailure(field: FieldDef, text: string, otherLabel?: string): Failure | undefined {
  const pattern = field.validation.pattern;
  const { format } = traitsOf(field);
  if (pattern === EGYPTIAN_PHONE || (pattern === undefined && format === 'phone')) {
    return new RegExp(EGYPTIAN_PHONE).test(text) ? undefined : { rule: 'phone' };
  }
  if (pattern === NATIONAL_ID) return new RegExp(NATIONAL_ID).test(text) ? undefined : { rule: 'nationalId' };
  if (format && !FORMAT_HOLDS[format](text.trim())) return { rule: format };
  const length = lengthFailure(field, text);
  if (length) return length;
  if (pattern !== undefined) {
    // The organiser's pattern, on the same linear-time engine as validation: this route is public.
    const compiled = linearPatterns.compile(pattern);
    if (!('test' in compiled) || !compiled.test(text)) return { rule: 'pattern' };
  }
  if (field.validation.matches) return { rule: 'matches', other: otherLabel ?? field.validation.matches };
  return undefined;
}

/** The rule a known field's answer broke, re-checked from its definition; undefined when the answer passes them all. */
export function failureOfField(field: FieldDef, input: unknown, message: string, otherLabel?: string): Failure | undefined {
  const traits = traitsOf(field);
  if (/ is required when /.test(message)) return { rule: 'requiredWhen' };
  if (traits.format === 'captcha') return { rule: 'captcha' };
  if (isEmpty(input)) return { rule: 'required' };
  if (traits.value === 'upload') return fileFailure(field, input, message);
  if (Array.isArray(input)) {
    const { minItems, maxItems } = field.validation;
    if (minItems !== undefined && input.length < minItems) return { rule: 'minItems', limit: minItems, actual: input.length };
    if (maxItems !== undefined && input.length > maxItems) return { rule: 'maxItems', limit: maxItems, actual: input.length };
    return undefined;
  }
  if (traits.value === 'number') return numberFailure(field, input);
  if (typeof input === 'string' || typeof input === 'number') return textFailure(field, String(input), otherLabel);
  return undefined;
}

const numberIn = (message: string, pattern: RegExp) => Number(message.match(pattern)?.[1]);

/** The rule named by a message of the engine's catalogue (section 5), for fields no published form holds. */
export function failureOfMessage(message: string, input: unknown): Failure {
  const text = typeof input === 'string' ? input : '';
  const m = message.toLowerCase();
  if (/already|exists|duplicate|taken|belongs to/.test(m)) return { rule: 'duplicate' };
  if (/ is required when /.test(message)) return { rule: 'requiredWhen' };
  if (/required/.test(m) || isEmpty(input)) return { rule: 'required' };
  if (/phone/.test(m)) return { rule: 'phone' };
  if (/national id/.test(m)) return { rule: 'nationalId' };
  if (/email/.test(m)) return { rule: 'email' };
  if (/url|web address/.test(m)) return { rule: 'url' };
  if (/yyyy-mm-dd|date/.test(m)) return { rule: 'date' };
  if (/minimum (\d+) characters|at least (\d+) characters/.test(m))
    return { rule: 'minLength', limit: numberIn(m, /(\d+) characters/), actual: characters(text) };
  if (/maximum (\d+) characters|at most (\d+) characters/.test(m))
    return { rule: 'maxLength', limit: numberIn(m, /(\d+) characters/), actual: characters(text) };
  if (/at least (\d+) digits/.test(m)) return { rule: 'minDigits', limit: numberIn(m, /(\d+) digits/) };
  if (/at most (\d+) digits/.test(m)) return { rule: 'maxDigits', limit: numberIn(m, /(\d+) digits/) };
  if (/minimum is (-?[\d.]+)/.test(m)) return { rule: 'min', limit: numberIn(m, /minimum is (-?[\d.]+)/) };
  if (/maximum is (-?[\d.]+)/.test(m)) return { rule: 'max', limit: numberIn(m, /maximum is (-?[\d.]+)/) };
  if (/must match/.test(m)) return { rule: 'matches', other: message.split(/must match/i)[1]?.trim() || 'the other field' };
  if (/not an accepted file type/.test(m)) return { rule: 'fileType', accept: [] };
  if (/exceeds the maximum size/.test(m)) return { rule: 'fileSize', limit: 0 };
  if (/must be a number/.test(m)) return { rule: 'number' };
  if (/choose one of/.test(m)) return { rule: 'option' };
  if (/invalid format/.test(m)) return { rule: 'pattern' };
  return { rule: 'unknown' };
}
