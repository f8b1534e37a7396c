import { EGYPTIAN_NATIONAL_ID, traitsOf, type KnownPattern } from '../../src/engine/index';
import { linearPatterns } from '../../src/lib/linear-patterns';
import { characters } from './error-rules';

/** The phone numbers the tel type knows (Egyptian mobile numbers), as its pattern's facts. */
export const PHONE: KnownPattern = traitsOf({ type: 'tel' }).knownPattern!;

/** The national ID's facts as explanations word them, read from its pattern's: the ID's length and first digits, a passport's digits. */
export const NATIONAL_ID = {
  digits: EGYPTIAN_NATIONAL_ID.lengths[0]!,
  /** The century of birth: the first for 1900-1999, the second from 2000. */
  centuries: EGYPTIAN_NATIONAL_ID.starts as readonly [string, string],
  /** A passport number: one capital letter, then this many digits. */
  passportDigits: EGYPTIAN_NATIONAL_ID.lengths.slice(1).map((length) => length - 1),
};

const nationalIdPattern = linearPatterns.compile(EGYPTIAN_NATIONAL_ID.pattern);
const isNationalId = (text: string) => 'test' in nationalIdPattern && nationalIdPattern.test(text);

/** What is wrong with the shape of an answer, in facts both languages word: counts and first digits, never the answer. */
export type Shape =
  | { kind: 'countryCode' | 'notDigits' | 'spaces' | 'lowerCaseLetter' | 'noAt' | 'manyAts' | 'nameMissing' | 'noDot' | 'noScheme' }
  | { kind: 'digits' | 'characters'; count: number }
  | { kind: 'startsWith'; start: string }
  | { kind: 'none' };

const NONE: Shape = { kind: 'none' };

/** Arabic keyboards type Arabic-Indic digits, which the engine reads as Western ones. */
const western = (text: string) => text.trim().replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

export function phoneShape(text: string): Shape {
  const trimmed = western(text);
  if (/^(\+|00)20/.test(trimmed.replace(/[\s-]/g, ''))) return { kind: 'countryCode' };
  if (/[^\d\s-]/.test(trimmed)) return { kind: 'notDigits' };
  if (/[\s-]/.test(trimmed)) return { kind: 'spaces' };
  if (!PHONE.lengths.includes(trimmed.length)) return { kind: 'digits', count: trimmed.length };
  return { kind: 'startsWith', start: trimmed.slice(0, 3) };
}

export function nationalIdShape(text: string): Shape {
  const trimmed = western(text);
  if (/\s/.test(trimmed)) return { kind: 'spaces' };
  if (/^\d+$/.test(trimmed)) {
    return trimmed.length === NATIONAL_ID.digits ? { kind: 'startsWith', start: trimmed[0]! } : { kind: 'digits', count: trimmed.length };
  }
  // A passport number typed with a small letter: the same answer with a capital would pass.
  if (trimmed !== trimmed.toUpperCase() && isNationalId(trimmed.toUpperCase())) return { kind: 'lowerCaseLetter' };
  return { kind: 'characters', count: characters(trimmed) };
}

export function emailShape(text: string): Shape {
  const trimmed = text.trim();
  const ats = (trimmed.match(/@/g) ?? []).length;
  if (/\s/.test(trimmed)) return { kind: 'spaces' };
  if (ats === 0) return { kind: 'noAt' };
  if (ats > 1) return { kind: 'manyAts' };
  if (trimmed.startsWith('@')) return { kind: 'nameMissing' };
  if (!/@[^@]+\.[^@.]+$/.test(trimmed)) return { kind: 'noDot' };
  return NONE;
}

export function urlShape(text: string): Shape {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return { kind: 'noScheme' };
  if (/\s/.test(trimmed)) return { kind: 'spaces' };
  return NONE;
}

const TYPE_NAMES: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

/** "image/png" -> "PNG", ".pdf" -> "PDF"; `image/*` is worded by each language. */
export const typeName = (type: string) => TYPE_NAMES[type.toLowerCase()] ?? (type.startsWith('.') ? type.slice(1).toUpperCase() : type);
