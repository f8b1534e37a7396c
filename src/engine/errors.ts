import type { z } from 'zod';
import { SOURCE_LANGUAGE, type Language } from './i18n/languages';
import { catalogueFor } from './i18n/message-catalogue';
import type { FormatRuleAt } from './format-rules';
import { ruleErrorOf, type RuleError, type RuleErrors } from './rule-errors';

/** Messages by field path, as the API's 422 answer carries them: { "members.0.email": ["..."] }. */
export type FieldErrors = Record<string, string[]>;

/** Adds under a path built from answers: "toString" or "__proto__" must not reach Object.prototype. */
function addAt<Item>(record: Record<string, Item[]>, path: string, item: Item, same: (a: Item, b: Item) => boolean) {
  if (!Object.hasOwn(record, path))
    Object.defineProperty(record, path, { value: [], enumerable: true, writable: true, configurable: true });
  const list = record[path]!;
  if (!list.some((existing) => same(existing, item))) list.push(item);
}

/** Each issue as the failure it reports, at its path; a key the form does not have is reported on the key itself. */
function failuresOf(
  issues: readonly z.core.$ZodIssue[],
  language: Language,
  formatRuleAt: FormatRuleAt,
): [path: string, failure: RuleError][] {
  const notInForm = catalogueFor(language).notInForm({});
  return issues.flatMap((issue): [string, RuleError][] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => [path === '' ? key : `${path}.${key}`, { rule: 'notInForm', params: {}, message: notInForm }]);
    }
    return [[path === '' ? '_form' : path, ruleErrorOf(issue) ?? { rule: formatRuleAt(issue.path), params: {}, message: issue.message }]];
  });
}

/** Flattens zod issues into messages by field path, each message once. */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[], language: Language = SOURCE_LANGUAGE): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, failure] of failuresOf(issues, language, () => 'invalid')) addAt(errors, path, failure.message, (a, b) => a === b);
  return errors;
}

/** Flattens zod issues into failed rules by field path, in the order and with the messages of errorsFromIssues. */
export function ruleErrorsFromIssues(issues: readonly z.core.$ZodIssue[], language: Language, formatRuleAt: FormatRuleAt): RuleErrors {
  const errors: RuleErrors = {};
  for (const [path, failure] of failuresOf(issues, language, formatRuleAt)) addAt(errors, path, failure, (a, b) => a.message === b.message);
  return errors;
}

/** The first message of each field, in the order they were found. */
export function firstMessages(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path, messages[0] ?? '']));
}
