import type { Ajv } from 'ajv';
import { z } from 'zod';
import { FILE_MAX_SIZE, IMAGE_MAX_SIZE, IMAGE_TYPES } from '../src/engine/index';
import type { FieldDef, FieldType, FormDefinition, Rule } from '../src/engine/index';

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

function choice(field: FieldDef): JsonSchema {
  return hasFixedOptions(field) ? { type: 'string', enum: field.options.map((option) => option.value) } : { type: 'string', maxLength: 200 };
}

function list(field: FieldDef, items: JsonSchema, hardLimit: number): Answer {
  const { minItems, maxItems } = field.validation;
  const given = { type: 'array', items, minItems: Math.max(minItems ?? 1, 1), maxItems: Math.min(maxItems ?? hardLimit, hardLimit) };
  return { given, empty: NO_ITEMS };
}

function upload(field: FieldDef, defaults: { accept: string[]; maxSize: number }): Answer {
  const accept = field.validation.accept ?? defaults.accept;
  const given = {
    type: 'object',
    required: ['name', 'size', 'type'],
    properties: {
      name: { type: 'string' },
      size: { type: 'number', minimum: 0, maximum: Math.min(field.validation.maxSize ?? defaults.maxSize, defaults.maxSize) },
      type: accept.length > 0 ? { type: 'string', enum: accept } : { type: 'string' },
    },
  };
  return { given, empty: NO_FILE };
}

/** How each field type's answer reads as JSON Schema; undefined for types that hold no answer. */
const answerSchemas = {
  text: (field) => text(field),
  email: (field) => text(field, { format: 'email' }),
  password: (field) => text(field),
  number: (field) => ({
    given: { type: 'number', ...(field.validation.min !== undefined ? { minimum: field.validation.min } : {}), ...(field.validation.max !== undefined ? { maximum: field.validation.max } : {}) },
    empty: EMPTY_TEXT,
  }),
  tel: (field) => text(field),
  phone: (field) => text(field),
  url: (field) => text(field, { format: 'url' }),
  time: (field) => text(field, { format: 'time' }),
  textarea: (field) => text(field),
  file: (field) => upload(field, { accept: [], maxSize: FILE_MAX_SIZE }),
  image: (field) => upload(field, { accept: IMAGE_TYPES, maxSize: IMAGE_MAX_SIZE }),
  select: (field) => ({ given: choice(field), empty: EMPTY_TEXT }),
  radio: (field) => ({ given: choice(field), empty: EMPTY_TEXT }),
  multiselect: (field) => list(field, choice(field), 500),
  date: (field) => text(field, { format: 'date' }),
  checkbox: () => ({ given: { const: true }, empty: { type: 'boolean' } }),
  switch: () => ({ given: { const: true }, empty: { type: 'boolean' } }),
  component: (field, context) => {
    const rowForm = context.forms[String(field.componentProps.rowForm)];
    return list(field, rowForm ? formSchema(rowForm, context) : { type: 'object' }, 100);
  },
  suggestion: () => undefined,
  reCaptcha: () => ({ given: { type: 'string', minLength: 1, maxLength: 10_000 }, empty: EMPTY_TEXT }),
  dynamicArrayField: (field, context) => list(field, fieldsSchema(field.fields, context), 500),
} satisfies Record<FieldType, (field: FieldDef, context: Context) => Answer | undefined>;

/** The answer when the field must be given; any answer, empty included, otherwise. */
const requiredAnswer = (answer: Answer) => answer.given;
const optionalAnswer = (answer: Answer): JsonSchema => (answer.empty ? { anyOf: [answer.empty, answer.given] } : answer.given);

/** "controller equals one of the values": a list answer needs one shared member. */
function ruleHolds(rule: Rule, fieldsByName: Map<string, FieldDef>): JsonSchema {
  const values = { enum: rule.display };
  const matches = fieldsByName.get(rule.field)?.type === 'multiselect' ? { type: 'array', contains: values } : values;
  return { required: [rule.field], properties: { [rule.field]: matches } };
}

const allHold = (rules: Rule[], fieldsByName: Map<string, FieldDef>): JsonSchema =>
  rules.length === 1 ? ruleHolds(rules[0]!, fieldsByName) : { allOf: rules.map((rule) => ruleHolds(rule, fieldsByName)) };

function fieldsSchema(fields: FieldDef[], context: Context): JsonSchema {
  const fieldsByName = new Map(fields.map((field) => [field.name, field]));
  const properties: Record<string, JsonSchema | boolean> = {};
  const required: string[] = [];
  const conditions: JsonSchema[] = [];
  for (const field of fields) {
    const answer = answerSchemas[field.type](field, context);
    if (!answer) continue;
    const alwaysRequired = field.validation.required === true;
    const own = alwaysRequired ? requiredAnswer(answer) : optionalAnswer(answer);
    const conditional = field.showWhen.length > 0 || field.hideWhen.length > 0;
    // A hidden field is dropped before validation, so its schema applies only while it shows.
    properties[field.name] = conditional ? true : own;
    if (alwaysRequired && !conditional) required.push(field.name);
    const whenShown: JsonSchema = { properties: { [field.name]: own }, ...(alwaysRequired ? { required: [field.name] } : {}) };
    if (field.showWhen.length > 0 && field.hideWhen.length === 0) conditions.push({ if: allHold(field.showWhen, fieldsByName), then: whenShown });
    else if (conditional) {
      const hidden = { anyOf: [...(field.showWhen.length > 0 ? [{ not: allHold(field.showWhen, fieldsByName) }] : []), ...field.hideWhen.map((rule) => ruleHolds(rule, fieldsByName))] };
      conditions.push({ if: hidden, else: whenShown });
    }
    for (const rule of field.requireWhen) {
      conditions.push({ if: ruleHolds(rule, fieldsByName), then: { required: [field.name], properties: { [field.name]: requiredAnswer(answer) } } });
    }
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(conditions.length > 0 ? { allOf: conditions } : {}),
  };
}

function formSchema(definition: FormDefinition, context: Context): JsonSchema {
  return fieldsSchema(definition.fields, context);
}

/**
 * The JSON Schema (draft-07) of a definition's answers as a browser form holds them: required
 * fields, text and number rules, fixed options as enums, lists, files, and conditions as if/then.
 * Rules JSON Schema cannot say (word counts, digit counts, matches, accept wildcards) are left out.
 */
export function definitionToJsonSchema(definition: FormDefinition, options: { forms?: Record<string, FormDefinition> } = {}): JsonSchema {
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...formSchema(definition, { forms: options.forms ?? {} }) };
}

/** The formats the converted schemas use, with the engine's own regular expressions (Ajv ships none). */
export function addAnswerFormats(ajv: Ajv): Ajv {
  return ajv
    .addFormat('email', z.regexes.email)
    .addFormat('date', z.regexes.date)
    .addFormat('time', /^(?:[01]\d|2[0-3]):[0-5]\d$/)
    .addFormat('url', (value: string) => URL.canParse(value) && /^https?:/.test(value));
}
