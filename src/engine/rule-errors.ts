import type { z } from 'zod';
import type { RuleName } from './definition-schema';
import { catalogueFor, type MessageId, type MessageParams } from './i18n/message-catalogue';
import type { Language } from './i18n/languages';
import { messageFor } from './messages';
import type { FieldDef } from './model';

/** The values a failed rule names: limits, labels, a file's name. */
export type RuleParams = Record<string, string | number | string[]>;

/** A failed rule as data, with the words shown for it: `{ rule: 'minLength', params: { min: 3 }, message: 'Minimum 3 characters' }`. */
export interface RuleError {
  /** The engine message id (see MessageParams), or 'rowCount' for a members table's own limit. */
  rule: string;
  params: RuleParams;
  message: string;
}

/** Failed rules by field path, beside FieldErrors' messages. */
export type RuleErrors = Record<string, RuleError[]>;

/**
 * A field's failure of one of its rules: the message is the field's own (`messages[rule]`, then `message` for
 * every rule but required), else the catalogue's in the definition's language.
 */
export function failureOf<Id extends MessageId>(
  field: FieldDef,
  rule: RuleName,
  id: Id,
  params: MessageParams[Id],
  language: Language,
): RuleError {
  const words = catalogueFor(language)[id] as (values: MessageParams[Id]) => string;
  return { rule: id, params: params as RuleParams, message: messageFor(field, rule, words(params)) };
}

/** What a custom issue carries so the failure can be read back as data. */
export interface RuleTag {
  rule: string;
  values: RuleParams;
}

export const isRuleTag = (params: unknown): params is RuleTag =>
  typeof params === 'object' && params !== null && typeof (params as Partial<RuleTag>).rule === 'string';

/** A zod issue carrying a failure: its message, and the rule with its params. */
export function ruleIssue(failure: RuleError, input: unknown, path: PropertyKey[] = []) {
  const params: RuleTag = { rule: failure.rule, values: failure.params };
  return { code: 'custom' as const, message: failure.message, params, input, path };
}

/** The failure an issue carries, when the engine raised it. */
export function ruleErrorOf(issue: z.core.$ZodIssue): RuleError | undefined {
  if (issue.code !== 'custom') return undefined;
  return isRuleTag(issue.params) ? { rule: issue.params.rule, params: issue.params.values, message: issue.message } : undefined;
}
