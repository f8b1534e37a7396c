import { z } from 'zod';
import { fieldTypes } from './field-types';
import type { CompileContext } from './field-types';
import { SOURCE_LANGUAGE, type Language } from './i18n/languages';
import type { FieldDef, FormDefinition } from './model';
import { shippedPatterns, type PatternEngine } from './patterns';
import { failureOf, ruleErrorOf, type RuleError } from './rule-errors';

export interface AnswerCheckOptions {
  language?: Language;
  /** Runs `validation.pattern`; pass the linear-time engine for anything an organiser wrote. */
  patterns?: PatternEngine;
}

/** Whether an answer counts as not given for its field's type (an unticked box, an empty list, blanks). */
export function isEmptyAnswer(field: FieldDef, value: unknown): boolean {
  const type = fieldTypes[field.type];
  return type.isEmpty(type.normalize(value, field));
}

/**
 * The rules one answer breaks by itself, as the form reports them: its type, lengths, pattern, limits, files.
 * Rules reading other answers (matches, conditions, team size) and a table's rows are left out; an empty answer
 * breaks only `required`, when the field itself is required.
 */
export function checkAnswer(field: FieldDef, value: unknown, options: AnswerCheckOptions = {}): RuleError[] {
  const language = options.language ?? SOURCE_LANGUAGE;
  const type = fieldTypes[field.type];
  const answer = type.normalize(value, field);
  if (type.isEmpty(answer)) return field.validation.required ? [failureOf(field, 'required', type.emptyRule, {}, language)] : [];
  const rowForm = field.componentProps.rowForm;
  const unchecked: FormDefinition = { language, title: '', context: [], steps: [], fields: [] };
  const context: CompileContext = {
    forms: typeof rowForm === 'string' ? { [rowForm]: unchecked } : {},
    fieldsByName: new Map([[field.name, field]]),
    crossChecks: [],
    compileRow: () => z.unknown(),
    patterns: options.patterns ?? shippedPatterns,
    language,
  };
  const parsed = type.toSchema(field, context).safeParse(answer);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ruleErrorOf(issue) ?? { rule: type.formatRule, params: {}, message: issue.message });
}
