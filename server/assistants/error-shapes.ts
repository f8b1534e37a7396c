import { EGYPTIAN_NATIONAL_ID, traitsOf, type KnownPattern } from '../../src/engine/index';
import { characters } from './error-rules';

/** The phone numbers the tel type knows (Egyptian mobile numbers), as its pattern's facts. */
export const PHONE: KnownPattern = traitsOf({ type: 'tel' }).knownPattern!;

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
    return trimmed.length === EGYPTIAN_NATIONAL_ID.lengths[0]
      ? { kind: 'startsWith', start: trimmed[0]! }
      : { kind: 'digits', count: trimmed.length };
  }
  if (/^[a-z]\d{7,8}$/.test(trimmed)) return { kind: 'lowerCaseLetter' };
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
