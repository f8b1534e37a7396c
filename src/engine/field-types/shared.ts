import { z } from 'zod';
import type { Language } from '../i18n/languages';
import type { MessageId } from '../i18n/message-catalogue';
import type { FieldDef } from '../model';
import { compilePattern, isPatternProblem } from '../patterns';
import { failureOf, ruleIssue, type RuleError } from '../rule-errors';
import type { CompileContext, FieldTraits, FieldTypeSpec } from './spec';

/** Applicants' text is never longer than this, whatever a definition says: it bounds pattern matching. */
export const TEXT_HARD_LIMIT = 10_000;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const DIGITS_ONLY = /^[\d\u0660-\u0669\u06F0-\u06F9\s+()-]+$/;

/** "٠١٠" -> "010": Arabic keyboards type Arabic-Indic digits (U+0660 and U+06F0 onwards), rules check Western ones. */
export const westernDigits = (text: string): string => text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * '' and whitespace become undefined; other strings are trimmed; numbers become strings. An answer made of digits
 * only (a phone number, an ID) is read with Western digits; digits within words are the applicant's own writing.
 */
export function normalizeText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return DIGITS_ONLY.test(trimmed) ? westernDigits(trimmed) : trimmed;
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** Pushes a failure onto the issues of a check. */
export function fail(ctx: z.core.ParsePayload<unknown>, failure: RuleError): void {
  ctx.issues.push(ruleIssue(failure, ctx.value));
}

/** Length, word and pattern rules shared by every text-like type, each reported as its rule. */
export function withTextRules(
  field: FieldDef,
  base: z.ZodString,
  context: Pick<CompileContext, 'patterns' | 'language'>,
): z.ZodType<string> {
  const { minLength, maxLength, minWords, maxWords, pattern } = field.validation;
  const { language } = context;
  const max = Math.min(maxLength ?? TEXT_HARD_LIMIT, TEXT_HARD_LIMIT);
  const compiled = pattern === undefined ? undefined : compilePattern(pattern, context.patterns);
  // A checked definition never gets here; anything else fails loudly, with the field's name.
  if (compiled && isPatternProblem(compiled))
    throw new Error(`The pattern of "${field.name}" (${field.path}) cannot run: ${compiled.problem}`);
  return base.check((ctx) => {
    const text = ctx.value;
    if (minLength !== undefined && text.length < minLength)
      fail(ctx, failureOf(field, 'minLength', 'minLength', { min: minLength }, language));
    if (text.length > max) fail(ctx, failureOf(field, 'maxLength', 'maxLength', { max }, language));
    if (pattern !== undefined && compiled && !compiled.test(text)) fail(ctx, failureOf(field, 'pattern', 'pattern', { pattern }, language));
    if (minWords === undefined && maxWords === undefined) return;
    const words = countWords(text);
    if (minWords !== undefined && words < minWords) fail(ctx, failureOf(field, 'minWords', 'minWords', { min: minWords }, language));
    if (maxWords !== undefined && words > maxWords) fail(ctx, failureOf(field, 'maxWords', 'maxWords', { max: maxWords }, language));
  });
}

/** The words of a type's shape failure ("Must be a valid email"), the field's own `messages.format` first. */
export function formatMessage(field: FieldDef, rule: MessageId, language: Language): string {
  return failureOf(field, 'format', rule, {} as never, language).message;
}

/** A string schema whose type error reads as the field's format message. */
export function stringOf(field: FieldDef, language: Language, rule: MessageId = 'invalid'): z.ZodString {
  return z.string({ error: formatMessage(field, rule, language) });
}

/** The parts most types share; a type module overrides what differs. */
export const textLike = {
  emptyValue: (field: FieldDef) => (typeof field.defaultValue === 'string' ? field.defaultValue : ''),
  normalize: normalizeText,
  isEmpty: isBlank,
  emptyRule: 'required',
  formatRule: 'invalid',
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
