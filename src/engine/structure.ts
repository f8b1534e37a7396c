import type { z } from 'zod';
import {
  definitionSchema,
  fieldSchema,
  linkSchema,
  optionSchema,
  stepSchema,
  validationSchema,
  conditionSchema,
} from './definition-schema';
import type { RawDefinition, RawField } from './definition-schema';
import { localTextSchema } from './i18n/local-text';
import type { Problem } from './model';

const KNOWN_KEYS = [
  ...new Set(
    [definitionSchema, stepSchema, fieldSchema, validationSchema, optionSchema, conditionSchema, linkSchema].flatMap((schema) =>
      Object.keys(schema.shape),
    ),
  ),
];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** "dependOn" -> "dependsOn": the closest known property, when it is close. */
function suggestKey(key: string): string | undefined {
  if (key.length > 40) return undefined;
  let best: { key: string; score: number } | undefined;
  for (const known of KNOWN_KEYS) {
    const score = distance(key, known);
    if (score <= 2 && (!best || score < best.score)) best = { key: known, score };
  }
  return best?.key;
}

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`);

/** The custom issues of a union's branch that failed only on them (a translated text's own checks). */
function translationIssues(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] {
  return issue.errors.find((branch) => branch.length > 0 && branch.every((inner) => inner.code === 'custom')) ?? [];
}

/** Zod's issues as problems an organiser can act on. */
export function problemsFromIssues(issues: readonly z.core.$ZodIssue[], prefix: (string | number)[] = []): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path].map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const hint = suggestKey(key);
        problems.push({
          path: path === '' ? key : `${path}.${key}`,
          message: `Unknown property "${key}"`,
          ...(hint ? { hint: `Did you mean "${hint}"?` } : {}),
        });
      }
    } else if (issue.code === 'invalid_union' && issue.input !== undefined && translationIssues(issue).length > 0) {
      // A translated text with a bad key says which key, not that it is neither text nor translations.
      problems.push(...problemsFromIssues(translationIssues(issue), [...prefix, ...issue.path.map(String)]));
    } else if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) {
      const expected = issue.code === 'invalid_type' ? issue.expected : 'text';
      problems.push({ path, message: `"${String(issue.path.at(-1) ?? 'value')}" is required`, hint: `Expected ${expected}` });
    } else if (issue.code === 'invalid_type') {
      problems.push({ path, message: `Expected ${issue.expected}, got ${describe(issue.input)}` });
    } else {
      problems.push({ path, message: issue.message });
    }
  }
  return problems;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface StructureResult {
  problems: Problem[];
  /** The definition with only its well-formed fields kept, for the semantic checks to go on. */
  partial?: RawDefinition;
  /** Names of malformed fields, so conditions naming them are not reported twice. */
  malformedNames: Set<string>;
  /** Where each kept field stood in its step as written, so paths stay true. */
  fieldIndexes?: number[][];
}

/** Checks the shape of a definition; keeps the well-formed parts so every problem is reported at once. */
export function checkStructure(input: unknown): StructureResult {
  const parsed = definitionSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return { problems: [], partial: parsed.data, malformedNames: new Set() };
  const problems = problemsFromIssues(parsed.error.issues);
  const malformedNames = new Set<string>();
  if (!isRecord(input) || !Array.isArray(input.steps)) return { problems, malformedNames };
  const fieldIndexes: number[][] = [];
  const steps = input.steps.map((step) => {
    const rawFields: unknown[] = isRecord(step) && Array.isArray(step.fields) ? step.fields : [];
    const fields: RawField[] = [];
    const indexes: number[] = [];
    rawFields.forEach((field, index) => {
      const result = fieldSchema.safeParse(field, { reportInput: true });
      if (result.success) {
        fields.push(result.data);
        indexes.push(index);
      } else if (isRecord(field) && typeof field.name === 'string') malformedNames.add(field.name);
    });
    fieldIndexes.push(indexes);
    const title = isRecord(step) ? localTextSchema.safeParse(step.title) : undefined;
    return { title: title?.success ? title.data : '', fields };
  });
  return { problems, partial: { title: '', steps }, malformedNames, fieldIndexes };
}
