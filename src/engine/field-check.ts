import type { z } from 'zod';
import type { CompiledField } from './compile';
import { errorsFromIssues, ruleErrorsFromIssues, type FieldErrors } from './errors';
import { traitsOf, type Report } from './field-types';
import type { FormatRuleAt } from './format-rules';
import type { Language } from './i18n/languages';
import { ruleIssue, type RuleErrors } from './rule-errors';
import type { FieldDef } from './model';

type Values = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names a field's own rules read: its conditions, the answer it must match and the rows its options come from. */
function namesRead(field: FieldDef): string[] {
  const rules = [...field.showWhen, ...field.hideWhen, ...field.requireWhen].map((rule) => rule.field);
  return [
    ...rules,
    ...(field.validation.matches ? [field.validation.matches] : []),
    ...(field.optionsFrom ? [field.optionsFrom.field] : []),
  ];
}

/** Readers of each name, followed through chains of conditions (a field hidden with its controller hides its own). */
function readersByName(fields: FieldDef[]): Map<string, Set<string>> {
  const direct = new Map<string, Set<string>>();
  for (const field of fields) {
    for (const name of namesRead(field)) {
      let readers = direct.get(name);
      if (!readers) direct.set(name, (readers = new Set()));
      readers.add(field.name);
    }
  }
  const closed = new Map<string, Set<string>>();
  for (const name of direct.keys()) {
    const reached = new Set<string>();
    const queue = [name];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const reader of direct.get(next) ?? []) {
        if (reached.has(reader)) continue;
        reached.add(reader);
        queue.push(reader);
      }
    }
    closed.set(name, reached);
  }
  return closed;
}

/**
 * Per-field checking for keystrokes. A type's cross-field rules do not say what they read (a team's size, a row
 * count), and rows read their parent's answers, so fields with either are checked on every change: they are few.
 */
export function createFieldChecker(
  compiled: CompiledField[],
  prepare: (input: unknown) => unknown,
  prepareFields: (input: unknown, names: readonly string[]) => unknown,
  language: Language,
  formatRuleAt: FormatRuleAt,
) {
  const byName = new Map(compiled.map((entry) => [entry.field.name, entry]));
  const readers = readersByName(compiled.map((entry) => entry.field));
  const alwaysChecked = compiled
    .filter((entry) => entry.readsUnnamed || traitsOf(entry.field).value === 'rows')
    .map((entry) => entry.field.name);
  const affected = new Map<string, readonly string[]>();

  const affectedBy = (name: string): readonly string[] => {
    let names = affected.get(name);
    if (names) return names;
    names = [...new Set([name, ...(readers.get(name) ?? []), ...alwaysChecked])].filter((candidate) => byName.has(candidate));
    affected.set(name, names);
    return names;
  };

  const issuesOf = (names: Iterable<string>, values: unknown): z.core.$ZodIssue[] => {
    const entries = [...new Set(names)].flatMap((name) => byName.get(name) ?? []);
    // A type's own cross-field rules may read any answer: then every answer is prepared, as for the whole form.
    const readsAny = entries.some((entry) => entry.readsUnnamed);
    const checked = entries.map(({ field }) => field.name);
    const prepared = readsAny ? prepare(values) : prepareFields(values, checked);
    if (!isPlainObject(prepared)) return [];
    const issues: z.core.$ZodIssue[] = [];
    // Cross-field rules see converted answers where a field's own schema accepted it, as the whole form's do.
    const scope: Values = { ...prepared };
    for (const { field, schema } of entries) {
      const parsed = schema.safeParse(prepared[field.name]);
      if (parsed.success) scope[field.name] = parsed.data;
      else issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: [field.name, ...issue.path] })));
    }
    const report: Report = (path, failure) => issues.push({ ...ruleIssue(failure, undefined, path), path });
    for (const { crossChecks } of entries) for (const check of crossChecks) check(scope, report);
    return issues;
  };

  return {
    validateFields: (names: Iterable<string>, values: unknown): FieldErrors => errorsFromIssues(issuesOf(names, values), language),
    ruleErrorsOfFields: (names: Iterable<string>, values: unknown): RuleErrors =>
      ruleErrorsFromIssues(issuesOf(names, values), language, formatRuleAt),
    affectedBy,
  };
}
