import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FieldDef } from '../model';
import { compilePattern, isPatternProblem, type PatternEngine } from '../patterns';
import type { FieldTraits, FieldTypeSpec } from './spec';

/** Applicants' text is never longer than this, whatever a definition says: it bounds pattern matching. */
export const TEXT_HARD_LIMIT = 10_000;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** '' and whitespace become undefined; other strings are trimmed; numbers become strings. */
export function normalizeText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** The pattern rule, run by the given engine; its issue is the one zod's own `.regex()` reports. */
function patternCheck(field: FieldDef, source: string, patterns: PatternEngine): z.core.CheckFn<string> {
  const compiled = compilePattern(source, patterns);
  // A checked definition never gets here; anything else fails loudly, with the field's name.
  if (isPatternProblem(compiled)) throw new Error(`The pattern of "${field.name}" (${field.path}) cannot run: ${compiled.problem}`);
  const message = messageFor(field, 'pattern', defaultMessages.pattern());
  return (ctx) => {
    if (!compiled.test(ctx.value))
      ctx.issues.push({
        code: 'invalid_format',
        format: 'regex',
        origin: 'string',
        pattern: `/${source}/`,
        input: ctx.value,
        message,
        continue: true,
      });
  };
}

/** Length, word and pattern rules shared by every text-like type. */
export function withTextRules(field: FieldDef, base: z.ZodString, patterns: PatternEngine): z.ZodType<string> {
  const { minLength, maxLength, minWords, maxWords, pattern } = field.validation;
  let schema = base;
  if (minLength !== undefined) schema = schema.min(minLength, messageFor(field, 'minLength', defaultMessages.minLength(minLength)));
  const max = Math.min(maxLength ?? TEXT_HARD_LIMIT, TEXT_HARD_LIMIT);
  schema = schema.max(max, messageFor(field, 'maxLength', defaultMessages.maxLength(max)));
  if (pattern !== undefined) schema = schema.check(patternCheck(field, pattern, patterns));
  if (minWords === undefined && maxWords === undefined) return schema;
  return schema.check((ctx) => {
    const words = countWords(ctx.value);
    if (minWords !== undefined && words < minWords) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: messageFor(field, 'minWords', defaultMessages.minWords(minWords)) });
    }
    if (maxWords !== undefined && words > maxWords) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: messageFor(field, 'maxWords', defaultMessages.maxWords(maxWords)) });
    }
  });
}

/** A string schema whose type error reads as the field's format message. */
export function stringOf(field: FieldDef, formatMessage = defaultMessages.invalid()): z.ZodString {
  return z.string({ error: messageFor(field, 'format', formatMessage) });
}

/** The parts most types share; a type module overrides what differs. */
export const textLike = {
  emptyValue: (field: FieldDef) => (typeof field.defaultValue === 'string' ? field.defaultValue : ''),
  normalize: normalizeText,
  isEmpty: isBlank,
  requiredMessage: (field: FieldDef) => messageFor(field, 'required', defaultMessages.required()),
} satisfies Partial<FieldTypeSpec>;

/** An ordinary answer: shown on the review step, one cell in the export, kept in drafts. */
export const answerTraits = {
  takesOptions: false,
  reviewable: true,
  exportAs: 'cell',
  keptInDrafts: true,
  needsAssistant: false,
} as const satisfies Partial<FieldTraits>;

export const TEXT_RULES = ['required', 'minLength', 'maxLength', 'minWords', 'maxWords', 'pattern', 'matches'] as const;
