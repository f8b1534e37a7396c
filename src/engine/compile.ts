import { z } from 'zod';
import { fieldTypes, traitsOf } from './field-types';
import type { CompileContext, CrossCheck, Report } from './field-types';
import type { FieldDef, FormDefinition, StepDef } from './model';
import { shippedPatterns, type PatternEngine } from './patterns';
import { createPreparer, MissingAnswer } from './prepare';
import { errorsFromIssues, ruleErrorsFromIssues, type FieldErrors } from './errors';
import { createFieldChecker } from './field-check';
import type { Language } from './i18n/languages';
import { failureOf, ruleIssue, type RuleErrors } from './rule-errors';
import { formatRuleResolver, type FormatRuleAt } from './format-rules';

type Values = Record<string, unknown>;
/** A failure gives each path's messages (`errors`) and the same failures as data (`ruleErrors`), in the same order. */
export type ValidationResult = { success: true; data: Values } | { success: false; errors: FieldErrors; ruleErrors: RuleErrors };

/** A definition compiled once, used by the browser on every step and by the server on every submission. */
export interface CompiledForm {
  definition: FormDefinition;
  /** The whole form: unknown keys refused, hidden fields dropped, numbers converted. */
  schema: z.ZodType<Values>;
  /** One schema per step, checking only that step's fields against all answers (other answers pass through). */
  stepSchemas: z.ZodType<Values>[];
  initialValues: Values;
  /** Names of the fields the answers hide. */
  hiddenFields: (values: Values) => Set<string>;
  /** The answers conditions read (their controllers): only these can change which fields show. */
  visibilityControllers: readonly string[];
  /** The fields of a step that show for these answers, in display order. */
  visibleFields: (step: number, values: Values) => FieldDef[];
  validate: (values: unknown) => ValidationResult;
  validateStep: (step: number, values: unknown) => ValidationResult;
  /**
   * Checks only these fields against all answers, each with its own compiled schema and cross-field rules:
   * the work of one keystroke. Errors come under the named fields only; a hidden field has none.
   */
  validateFields: (names: Iterable<string>, values: unknown) => FieldErrors;
  /** The same check as validateFields, its failures as data. */
  ruleErrorsOfFields: (names: Iterable<string>, values: unknown) => RuleErrors;
  /** While the pattern engine's own matcher loads (`PatternEngine.pending`), resolves once it runs the patterns; else undefined. */
  patternsPending: () => Promise<void> | undefined;
  /** The fields to check again when this one changes: itself and every field whose rules may read it. */
  affectedBy: (name: string) => readonly string[];
  /** The earliest step holding one of these error paths ("members.2.email" belongs to the members field's step). */
  stepOfErrors: (paths: Iterable<string>) => number | undefined;
}

export interface CompileOptions {
  /** Forms that components embed, by id (the members table's member form). */
  forms?: Record<string, FormDefinition>;
  /**
   * Runs `validation.pattern`: pass `linearPatterns` (src/lib/linear-patterns.ts) for anything an
   * organiser wrote. Without it, JS RegExp, which backtracks: only for the definitions in forms/.
   */
  patterns?: PatternEngine;
}

export interface CompiledField {
  field: FieldDef;
  schema: z.ZodType;
  crossChecks: CrossCheck[];
  /** Its type's cross-field rules read answers they do not name (a team's size): checked on every change. */
  readsUnnamed: boolean;
}

/** Reports the MissingAnswer left by the preparer, before the type's own schema sees the value. */
const requiredGate = z.unknown().check((ctx) => {
  if (ctx.value instanceof MissingAnswer) ctx.issues.push(ruleIssue(ctx.value.failure, ctx.value));
});

function matchesCheck(field: FieldDef, other: FieldDef | undefined, language: Language): CrossCheck {
  return (values, report) => {
    const own = values[field.name];
    const target = values[field.validation.matches!];
    if (own === undefined || own instanceof MissingAnswer || target instanceof MissingAnswer) return;
    // E-mail addresses are the same address whatever their case.
    const caseless = traitsOf(field).format === 'email' && typeof own === 'string' && typeof target === 'string';
    const same = caseless ? own.toLowerCase() === target.toLowerCase() : own === target;
    if (!same) {
      const params = { label: field.label, other: other?.label ?? field.validation.matches! };
      report([field.name], failureOf(field, 'matches', 'matches', params, language));
    }
  };
}

function compileFields(fields: FieldDef[], language: Language, options: CompileOptions): CompiledField[] {
  const fieldsByName = new Map(fields.map((field) => [field.name, field]));
  return fields.map((field) => {
    const context: CompileContext = {
      forms: options.forms ?? {},
      fieldsByName,
      crossChecks: [],
      compileRow: (form) => buildFormSchema(form, options, fields),
      patterns: options.patterns ?? shippedPatterns,
      language,
    };
    const typeSchema = fieldTypes[field.type].toSchema(field, context);
    const readsUnnamed = context.crossChecks.length > 0;
    if (field.validation.matches) context.crossChecks.push(matchesCheck(field, fieldsByName.get(field.validation.matches), language));
    return { field, schema: requiredGate.pipe(typeSchema.optional()).optional(), crossChecks: context.crossChecks, readsUnnamed };
  });
}

function objectSchema(compiled: CompiledField[], prepare: (input: unknown) => unknown, strict: boolean): z.ZodType<Values> {
  const shape = Object.fromEntries(compiled.map(({ field, schema }) => [field.name, schema]));
  const checks = compiled.flatMap((entry) => entry.crossChecks);
  const object = strict ? z.strictObject(shape) : z.looseObject(shape);
  const checked =
    checks.length === 0
      ? object
      : object.superRefine(
          (values, ctx) => {
            // Runs even when the object failed (so every message shows at once): a row may be null.
            if (typeof values !== 'object' || values === null) return;
            const report: Report = (path, failure) => ctx.addIssue(ruleIssue(failure, undefined, path));
            for (const check of checks) check(values as Values, report);
          },
          { when: () => true },
        );
  // A step answers with its own fields only; the others passed through for cross-field rules.
  const names = compiled.map(({ field }) => field.name);
  const output = strict
    ? checked
    : checked.transform((values) => Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name]])));
  return z.preprocess(prepare, output) as unknown as z.ZodType<Values>;
}

/** The strict whole-form schema; also used for each row of an embedded form. */
function buildFormSchema(form: FormDefinition, options: CompileOptions, parentFields: FieldDef[]): z.ZodType<Values> {
  const { prepare } = createPreparer(form.fields, form.context, parentFields, form.language);
  return objectSchema(compileFields(form.fields, form.language, options), prepare, true);
}

function initialValuesOf(fields: FieldDef[]): Values {
  const values: Values = {};
  for (const field of fields) {
    const empty = fieldTypes[field.type].emptyValue(field);
    if (empty !== undefined) values[field.name] = empty;
  }
  return values;
}

function resultOf(schema: z.ZodType<Values>, values: unknown, language: Language, formatRuleAt: FormatRuleAt): ValidationResult {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const { issues } = parsed.error;
  return { success: false, errors: errorsFromIssues(issues, language), ruleErrors: ruleErrorsFromIssues(issues, language, formatRuleAt) };
}

/** Compiles a checked definition into the schemas and helpers a form needs. */
export function compileDefinition(definition: FormDefinition, options: CompileOptions = {}): CompiledForm {
  const { language } = definition;
  const { prepare, prepareFields, hidden, controllerNames } = createPreparer(definition.fields, definition.context, [], language);
  const compiled = compileFields(definition.fields, definition.language, options);
  const byStep = (step: StepDef) => compiled.filter((entry) => entry.field.step === step.index);
  const schema = objectSchema(compiled, prepare, true);
  const stepSchemas = definition.steps.map((step) => objectSchema(byStep(step), prepare, false));
  const stepOfField = new Map(definition.fields.map((field) => [field.name, field.step]));
  const formatRuleAt = formatRuleResolver(definition.fields, options.forms ?? {});
  const checker = createFieldChecker(compiled, prepare, prepareFields, language, formatRuleAt);

  return {
    definition,
    schema,
    stepSchemas,
    initialValues: initialValuesOf(definition.fields),
    hiddenFields: hidden,
    visibilityControllers: controllerNames,
    visibleFields: (step, values) => {
      const hiddenNow = hidden(values);
      return (definition.steps[step]?.fields ?? []).filter((field) => !hiddenNow.has(field.name));
    },
    validate: (values) => resultOf(schema, values, language, formatRuleAt),
    validateStep: (step, values) => {
      const stepSchema = stepSchemas[step];
      return stepSchema ? resultOf(stepSchema, values, language, formatRuleAt) : { success: true, data: {} };
    },
    validateFields: checker.validateFields,
    ruleErrorsOfFields: checker.ruleErrorsOfFields,
    patternsPending: () => options.patterns?.pending?.(),
    affectedBy: checker.affectedBy,
    stepOfErrors: (paths) => {
      let earliest: number | undefined;
      for (const path of paths) {
        const step = stepOfField.get(path.split('.')[0] ?? '');
        if (step !== undefined && (earliest === undefined || step < earliest)) earliest = step;
      }
      return earliest;
    },
  };
}
