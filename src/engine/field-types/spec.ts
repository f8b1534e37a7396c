import type { z } from 'zod';
import type { FieldType, RuleName } from '../definition-schema';
import type { FieldDef, FormDefinition } from '../model';
import type { PatternEngine } from '../patterns';
import type { Language } from '../i18n/languages';
import type { MessageId } from '../i18n/message-catalogue';
import type { RuleError } from '../rule-errors';
import type { KnownPattern } from './known-patterns';

/** Reports a cross-field failure at a path relative to the form's values. */
export type Report = (path: (string | number)[], failure: RuleError) => void;

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
  /** The language of the form being compiled: its messages come in it. */
  language: Language;
}

/** What an answer holds: text, a number, a tick, one option, several options, files, rows, or nothing. */
export type FieldValue = 'text' | 'number' | 'toggle' | 'choice' | 'list' | 'upload' | 'rows' | 'none';

/** A text answer other code checks or treats apart (e-mail addresses compare ignoring case; a captcha is verified). */
export type TextFormat = 'email' | 'url' | 'phone' | 'date' | 'time' | 'captcha';

/** How an answer becomes spreadsheet columns: one cell, links to its files, a group of columns per row, none. */
export type ExportShape = 'cell' | 'fileLinks' | 'rows' | 'none';

/** What the rest of the code knows of a type; it asks these instead of comparing type names. */
export interface FieldTraits {
  /** What the answer holds; the error explainer, JSON Schema and test answers follow it. */
  value: FieldValue;
  /** The kind of a text answer, when other code treats it apart. */
  format?: TextFormat;
  /** Its answer is one of `options` or of a server list, so the definition must give one of them. */
  takesOptions: boolean;
  /** Shown with the answers on the review step (a suggestion button and a captcha are not). */
  reviewable: boolean;
  exportAs: ExportShape;
  /** A draft may keep its answer: never a captcha's single-use token nor a half-typed password. */
  keptInDrafts: boolean;
  /** Drawn only where an assistant answers it (the suggestion button). */
  needsAssistant: boolean;
  /** Where a row's fields come from: the form named by `componentProps.rowForm`, or the field's own `fields`. */
  rowsFrom?: 'rowForm' | 'subFields';
  /** The pattern answers of this type usually follow (Egyptian mobile numbers for tel), for explanations. */
  knownPattern?: KnownPattern;
  /** An upload's defaults and caps; `image` uploads refuse types that cannot be re-encoded. */
  upload?: UploadTraits;
}

export interface UploadTraits {
  image: boolean;
  /** Accepted types when the definition names none ([]: any type). */
  accept: readonly string[];
  /** The largest file, whatever the definition says. */
  maxSize: number;
}

/** What a field type knows about itself; the only place that branches on a type. */
export interface FieldTypeSpec {
  /** The value of this field in a fresh form. */
  emptyValue: (field: FieldDef) => unknown;
  /** Turns a raw answer (typed or from form data) into the shape the schema checks. */
  normalize: (value: unknown, field: FieldDef) => unknown;
  /** Whether an answer counts as not given (for required rules). */
  isEmpty: (value: unknown) => boolean;
  /** What a required field left empty fails: 'fileRequired' for uploads. */
  emptyRule: 'required' | 'fileRequired';
  /** What an answer of the wrong shape fails (zod's own type and format checks): 'email', 'number', 'option'... */
  formatRule: MessageId;
  /** Schema of a given (non-empty) answer. */
  toSchema: (field: FieldDef, context: CompileContext) => z.ZodType;
  /** Rules that apply to this type, for checks and summaries. */
  rules: readonly RuleName[];
  /** What other code needs to know of the type (review, export, drafts, explainer...). */
  traits: FieldTraits;
}

export type FieldTypeRegistry = Record<FieldType, FieldTypeSpec>;
