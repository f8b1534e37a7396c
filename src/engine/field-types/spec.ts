import type { z } from 'zod';
import type { FieldType, RuleName } from '../definition-schema';
import type { FieldDef, FormDefinition } from '../model';
import type { PatternEngine } from '../patterns';

/** Reports a cross-field problem at a path relative to the form's values. */
export type Report = (path: (string | number)[], message: string) => void;

/** A rule that needs other answers (matches, team size, options built from rows). */
export type CrossCheck = (values: Record<string, unknown>, report: Report) => void;

export interface CompileContext {
  /** Forms a component may embed by id (e.g. the member form of the members table). */
  forms: Record<string, FormDefinition>;
  /** Every field of the form being compiled, by name. */
  fieldsByName: Map<string, FieldDef>;
  crossChecks: CrossCheck[];
  /** Compiles an embedded form's value schema (for component rows). */
  compileRow: (form: FormDefinition) => z.ZodType;
  /** Runs `validation.pattern`. */
  patterns: PatternEngine;
}

/** What a field type knows about itself; the only place that branches on a type. */
export interface FieldTypeSpec {
  /** The value of this field in a fresh form. */
  emptyValue: (field: FieldDef) => unknown;
  /** Turns a raw answer (typed or from form data) into the shape the schema checks. */
  normalize: (value: unknown, field: FieldDef) => unknown;
  /** Whether an answer counts as not given (for required rules). */
  isEmpty: (value: unknown) => boolean;
  /** The message for a required field left empty. */
  requiredMessage: (field: FieldDef) => string;
  /** Schema of a given (non-empty) answer. */
  toSchema: (field: FieldDef, context: CompileContext) => z.ZodType;
  /** Rules that apply to this type, for checks and summaries. */
  rules: readonly RuleName[];
}

export type FieldTypeRegistry = Record<FieldType, FieldTypeSpec>;
