import type { Ajv } from 'ajv';
import { z } from 'zod';
import { traitsOf } from '../src/engine/index';
import type { FieldDef, FieldTraits, FieldValue, FormDefinition, Rule, TextFormat, UploadTraits } from '../src/engine/index';

export type JsonSchema = { [keyword: string]: unknown };

interface Answer {
  /** A given (non-empty) answer. */
  given: JsonSchema;
  /** What a browser holds when the field is left empty, when `given` refuses it. */
  empty?: JsonSchema;
}

interface Context {
  forms: Record<string, FormDefinition>;
}

/** Mirrors the engine's TEXT_HARD_LIMIT: text is never longer than this. */
const TEXT_HARD_LIMIT = 10_000;
const EMPTY_TEXT: JsonSchema = { const: '' };
const NO_FILE: JsonSchema = { type: 'null' };
const NO_ITEMS: JsonSchema = { type: 'array', maxItems: 0 };

const hasFixedOptions = (field: FieldDef) => !field.isComeFromApi && !field.optionsFrom && field.options.length > 0;

function text(field: FieldDef, extra: JsonSchema = {}): Answer {
  const { minLength, maxLength, pattern } = field.validation;
  const given: JsonSchema = {
    type: 'string',
    minLength: Math.max(minLength ?? 1, 1),
    maxLength: Math.min(maxLength ?? TEXT_HARD_LIMIT, TEXT_HARD_LIMIT),
    ...(pattern !== undefined ? { pattern } : {}),
    ...extra,
  };
  return { given, empty: EMPTY_TEXT };
}

function number(field: FieldDef): Answer {
  const { min, max } = field.validation;
  const given = { type: 'number', ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}) };
  return { given, empty: EMPTY_TEXT };
}

function choice(field: FieldDef): JsonSchema {
  return hasFixedOptions(field)
    ? { type: 'string', enum: field.options.map((option) => option.value) }
    : { type: 'string', minLength: 1, maxLength: 200 };
}

function list(field: FieldDef, items: JsonSchema, hardLimit: number): Answer {
  const { minItems, maxItems } = field.validation;
  const given = { type: 'array', items, minItems: Math.max(minItems ?? 1, 1), maxItems: Math.min(maxItems ?? hardLimit, hardLimit) };
  return { given, empty: NO_ITEMS };
}

function upload(field: FieldDef, defaults: UploadTraits): Answer {
  const accept = field.validation.accept ?? defaults.accept;
  const exactTypes = accept.length > 0 && accept.every((entry) => entry.includes('/') && !entry.includes('*'));
  const given = {
    type: 'object',
    required: ['name', 'size', 'type'],
    properties: {
      name: { type: 'string' },
      size: { type: 'number', minimum: 0, maximum: Math.min(field.validation.maxSize ?? defaults.maxSize, defaults.maxSize) },
      type: exactTypes ? { type: 'string', enum: accept } : { type: 'string' },
    },
  };
  return { given, empty: NO_FILE };
}

/** JSON Schema's own formats, for the text formats that have one. */
const JSON_FORMATS = {
  email: 'email',
  url: 'url',
  date: 'date',
  time: 'time',
  phone: undefined,
  captcha: undefined,
} satisfies Record<TextFormat, string | undefined>;

type AnswerSchema = (field: FieldDef, context: Context) => Answer | undefined;

/** Rows are checked with the embedded form (at most 100, as the engine's component) or the sub-fields (at most 500). */
const rowSchemas = {
  rowForm: (field, context) => {
    const rowForm = context.forms[String(field.componentProps.rowForm)];
    return list(field, rowForm ? fieldsSchema(rowForm.fields, context) : { type: 'object' }, 100);
  },
  subFields: (field, context) => list(field, fieldsSchema(field.fields, context), 500),
} satisfies Record<NonNullable<FieldTraits['rowsFrom']>, AnswerSchema>;

/** How an answer reads as JSON Schema, by what its field's type says it holds; undefined for no answer. */
const answerSchemas = {
  text: (field) => {
    const { format } = traitsOf(field);
    const jsonFormat = format && JSON_FORMATS[format];
    return text(field, jsonFormat ? { format: jsonFormat } : {});
  },
  number: (field) => number(field),
  toggle: () => ({ given: { const: true }, empty: { type: 'boolean' } }),
  choice: (field) => ({ given: choice(field), empty: EMPTY_TEXT }),
  list: (field) => list(field, choice(field), 500),
  upload: (field) => upload(field, traitsOf(field).upload!),
  rows: (field, context) => rowSchemas[traitsOf(field).rowsFrom!](field, context),
  none: () => undefined,
} satisfies Record<FieldValue, AnswerSchema>;

/** An optional field also takes the browser's empty value. */
const optionalAnswer = (answer: Answer): JsonSchema => (answer.empty ? { anyOf: [answer.empty, answer.given] } : answer.given);

/** A condition value as answers may carry it: "2" also as 2, "true" also as true. */
function asWritten(value: string): unknown[] {
  if (value === 'true' || value === 'false') return [value, value === 'true'];
  return value.trim() !== '' && Number.isFinite(Number(value)) ? [value, Number(value)] : [value];
}

/** "controller equals one of the values": a list answer needs one shared member. */
function ruleHolds(rule: Rule, fieldsByName: Map<string, FieldDef>): JsonSchema {
  const values = { enum: rule.display.flatMap(asWritten) };
  const controller = fieldsByName.get(rule.field);
  const matches = controller && traitsOf(controller).value === 'list' ? { type: 'array', contains: values } : values;
  return { required: [rule.field], properties: { [rule.field]: matches } };
}

const allHold = (rules: Rule[], fieldsByName: Map<string, FieldDef>): JsonSchema =>
  rules.length === 1 ? ruleHolds(rules[0]!, fieldsByName) : { allOf: rules.map((rule) => ruleHolds(rule, fieldsByName)) };

/** The engine drops a hidden field before validation, so its schema applies only while it shows. */
function conditionsOf(field: FieldDef, answer: Answer, own: JsonSchema, fieldsByName: Map<string, FieldDef>): JsonSchema[] {
  const conditions: JsonSchema[] = [];
  const whenShown: JsonSchema = { properties: { [field.name]: own }, ...(field.validation.required ? { required: [field.name] } : {}) };
  if (field.showWhen.length > 0 && field.hideWhen.length === 0) {
    conditions.push({ if: allHold(field.showWhen, fieldsByName), then: whenShown });
  } else if (field.hideWhen.length > 0) {
    const notShown = field.showWhen.length > 0 ? [{ not: allHold(field.showWhen, fieldsByName) }] : [];
    const hidden = { anyOf: [...notShown, ...field.hideWhen.map((rule) => ruleHolds(rule, fieldsByName))] };
    conditions.push({ if: hidden, else: whenShown });
  }
  for (const rule of field.requireWhen) {
    conditions.push({ if: ruleHolds(rule, fieldsByName), then: { required: [field.name], properties: { [field.name]: answer.given } } });
  }
  return conditions;
}

function fieldsSchema(fields: FieldDef[], context: Context): JsonSchema {
  const fieldsByName = new Map(fields.map((field) => [field.name, field]));
  const properties: Record<string, JsonSchema | boolean> = {};
  const required: string[] = [];
  const conditions: JsonSchema[] = [];
  for (const field of fields) {
    const answer = answerSchemas[traitsOf(field).value](field, context);
    if (!answer) continue;
    const alwaysRequired = field.validation.required === true;
    const own = alwaysRequired ? answer.given : optionalAnswer(answer);
    const conditional = field.showWhen.length > 0 || field.hideWhen.length > 0;
    properties[field.name] = conditional ? true : own;
    if (alwaysRequired && !conditional) required.push(field.name);
    conditions.push(...conditionsOf(field, answer, own, fieldsByName));
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(conditions.length > 0 ? { allOf: conditions } : {}),
  };
}

/**
 * The JSON Schema (draft-07) of a definition's answers as a browser form holds them: required
 * fields, text and number rules, fixed options as enums, lists, files, and conditions as if/then.
 * Left out, as JSON Schema cannot say them: trimming and case-insensitive conditions, word and digit
 * counts, matches, accept wildcards, chains of hidden controllers.
 */
export function definitionToJsonSchema(definition: FormDefinition, options: { forms?: Record<string, FormDefinition> } = {}): JsonSchema {
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...fieldsSchema(definition.fields, { forms: options.forms ?? {} }) };
}

/** The formats the converted schemas use, with the engine's own regular expressions (Ajv ships none). */
export function addAnswerFormats(ajv: Ajv): Ajv {
  return ajv
    .addFormat('email', z.regexes.email)
    .addFormat('date', z.regexes.date)
    .addFormat('time', /^(?:[01]\d|2[0-3]):[0-5]\d$/)
    .addFormat('url', (value: string) => URL.canParse(value) && /^https?:/.test(value));
}
