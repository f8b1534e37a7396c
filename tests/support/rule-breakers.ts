import { ruleHolds, traitsOf, type FieldDef, type FormDefinition, type RuleName, type TextFormat } from '../../src/engine/index';

type Answers = Record<string, unknown>;
export type ExpectedErrors = Record<string, string[]>;

/** The messages of the specification (section 5), written out here so the engine is not its own oracle. */
export const spec = {
  required: 'This field is required',
  fileRequired: 'File is required',
  minLength: (n: number) => `Minimum ${n} characters`,
  maxLength: (n: number) => `Maximum ${n} characters`,
  minDigits: (n: number) => `Must be at least ${n} digits`,
  maxDigits: (n: number) => `Must be at most ${n} digits`,
  min: (n: number) => `Minimum is ${n}`,
  max: (n: number) => `Maximum is ${n}`,
  maxItems: (n: number) => `Maximum ${n} items`,
  minItems: (n: number) => `Minimum ${n} items`,
  maxFiles: (n: number) => `You can only upload a maximum of ${n} files.`,
  pattern: 'Invalid format',
  fileTooLarge: (name: string, size: string) => `File "${name}" exceeds the maximum size of ${size}.`,
  fileType: (name: string) => `File "${name}" is not an accepted file type.`,
  matches: (label: string, other: string) => `${label} must match ${other}`,
  requiredWhen: (label: string, controller: string, values: string[]) =>
    `${label} is required when ${controller} is ${values.join(' or ')}`,
  teamSize: (n: number) => `Your team must consist of ${n} members`,
  // The engine's wording where the specification gives none.
  email: 'Must be a valid email',
  url: 'Enter a valid URL',
  date: 'Enter a date as yyyy-MM-dd',
  time: 'Enter a time as HH:mm',
  number: 'Must be a number',
  option: 'Choose one of the options',
  notInForm: 'This field is not part of the form',
  duplicate: (label: string) => `Each member needs their own ${label}`,
};

/** A rule's own message wins (`messages[rule]`, then `message` for every rule but required). */
export function ownMessage(field: FieldDef, rule: RuleName, fallback: string): string {
  return field.validation.messages?.[rule] ?? (rule === 'required' ? undefined : field.validation.message) ?? fallback;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isUpload = (field: FieldDef) => traitsOf(field).value === 'upload';
const isNumber = (field: FieldDef) => traitsOf(field).value === 'number';

/** What an emptied required field says, conditional fields naming their controller and its option label. */
export function requiredMessage(field: FieldDef, form: FormDefinition): string {
  const rule = field.requireWhen[0] ?? field.showWhen[0];
  if (!rule) return ownMessage(field, 'required', isUpload(field) ? spec.fileRequired : spec.required);
  const controller = form.fields.find((candidate) => candidate.name === rule.field);
  const toggle = controller !== undefined && traitsOf(controller).value === 'toggle';
  // A ticked box reads as Yes, an unticked one as No.
  const labels = rule.display.map((value) =>
    toggle && /^(true|false)$/.test(value)
      ? value === 'true'
        ? 'Yes'
        : 'No'
      : (controller?.options.find((option) => option.value === value)?.label ?? value),
  );
  return ownMessage(field, 'required', spec.requiredWhen(field.label, controller?.label ?? rule.field, labels));
}

const formatSize = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

type Malformed = [value: string, message: string];

/** A text that is not well formed, for text formats the engine checks itself (a phone number is checked by its pattern). */
const MALFORMED_TEXT = {
  email: ['not-an-email', spec.email],
  url: ['www.example.com', spec.url],
  date: ['01/01/1998', spec.date],
  time: ['25:99', spec.time],
  phone: undefined,
  captcha: undefined,
} satisfies Record<TextFormat, Malformed | undefined>;

/** A value of the field's type that is not well formed, for types that have a format of their own. */
function malformedOf(field: FieldDef): Malformed | undefined {
  const { value, format } = traitsOf(field);
  if (value === 'number') return ['twenty', spec.number];
  return value === 'text' && format ? MALFORMED_TEXT[format] : undefined;
}

export interface BreakContext {
  form: FormDefinition;
  answers: Answers;
  /** The field's value in a fresh form (its "emptied" value). */
  empty: unknown;
  forms: Record<string, FormDefinition>;
  makeRow: (index: number) => Answers;
}

export interface Break {
  rule: string;
  value: unknown;
  /** Every error expected, by path relative to the form. */
  errors: ExpectedErrors;
}

const labelOf = (form: FormDefinition, name: string) => form.fields.find((field) => field.name === name)?.label ?? name;

/** Adds what else fails because this field changed: its own `matches`, a mirror, a select of row indexes. */
function withConsequences(field: FieldDef, value: unknown, context: BreakContext, own: ExpectedErrors): ExpectedErrors {
  const errors: ExpectedErrors = { ...own };
  const add = (path: string, message: string) => {
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const missing = isBlank(value) && field.validation.required === true;
  const target = field.validation.matches;
  if (target !== undefined && !missing && value !== context.answers[target]) {
    // a retyped field that changes no longer equals its original, whatever else is wrong with it
    add(field.name, ownMessage(field, 'matches', spec.matches(field.label, labelOf(context.form, target))));
  }
  for (const other of context.form.fields) {
    if (other.validation.matches === field.name && !missing) {
      add(other.name, ownMessage(other, 'matches', spec.matches(other.label, field.label)));
    }
    const rows = Array.isArray(value) ? value.length : 0;
    if (other.optionsFrom?.field === field.name && Number(context.answers[other.name]) >= rows) {
      add(other.name, ownMessage(other, 'format', spec.option));
    }
  }
  return errors;
}

/** A breaking value and the message it should get, or undefined when the rule cannot fail alone. */
type Breaker = (setting: never, field: FieldDef, valid: unknown, context: BreakContext) => [value: unknown, message: string] | undefined;

const optionValues = (field: FieldDef, count: number) =>
  Array.from({ length: count }, (_, index) => field.options[index]?.value ?? `option-${index}`);
const file = (size: number, type: string) => ({ name: 'x.png', size, type });

/** How to break each validation key once, and what the specification says then. */
const BREAKERS: Partial<Record<RuleName, Breaker>> = {
  required: (on: boolean, field, _valid, context) => (on ? [context.empty, requiredMessage(field, context.form)] : undefined),
  minLength: (n: number, field, valid) => {
    if (n <= 1) return undefined; // one short of 1 is empty: the required case
    if (isNumber(field)) return ['1'.repeat(n - 1), ownMessage(field, 'minLength', spec.minDigits(n))];
    return [String(valid).slice(0, n - 1), ownMessage(field, 'minLength', spec.minLength(n))];
  },
  maxLength: (n: number, field, valid) => {
    if (isNumber(field)) return ['1'.repeat(n + 1), ownMessage(field, 'maxLength', spec.maxDigits(n))];
    return [String(valid).padEnd(n + 1, '.'), ownMessage(field, 'maxLength', spec.maxLength(n))];
  },
  min: (n: number, field) => [String(n - 1), ownMessage(field, 'min', spec.min(n))],
  max: (n: number, field) => [String(n + 1), ownMessage(field, 'max', spec.max(n))],
  minItems: (n: number, field, valid) => {
    if (n <= 1) return undefined; // fewer than 1 is empty: the required case
    if (traitsOf(field).rowsFrom === 'subFields' && Array.isArray(valid)) {
      return [valid.slice(0, n - 1), ownMessage(field, 'minItems', spec.minItems(n))];
    }
    if (traitsOf(field).value !== 'list') return undefined; // a component's rows are counted by countField
    return [optionValues(field, n - 1), ownMessage(field, 'minItems', spec.minItems(n))];
  },
  maxItems: (n: number, field, valid, context) => {
    const count = n + 1;
    if (isUpload(field)) {
      return [Array.from({ length: count }, () => file(1000, 'image/png')), ownMessage(field, 'maxItems', spec.maxFiles(n))];
    }
    if (traitsOf(field).rowsFrom === 'subFields') {
      // valid rows, one too many of them
      const row = (Array.isArray(valid) ? (valid[0] as Answers | undefined) : undefined) ?? {};
      return [Array.from({ length: count }, () => ({ ...row })), ownMessage(field, 'maxItems', spec.maxItems(n))];
    }
    const rows = () => Array.from({ length: count }, (_, index) => context.makeRow(index));
    return [traitsOf(field).rowsFrom === 'rowForm' ? rows() : optionValues(field, count), ownMessage(field, 'maxItems', spec.maxItems(n))];
  },
  pattern: (source: string, field) => {
    if (new RegExp(source).test('not valid')) throw new Error(`"not valid" matches the pattern of ${field.name}; pick another value`);
    return ['not valid', ownMessage(field, 'pattern', spec.pattern)];
  },
  matches: (other: string, field, _valid, context) => [
    `x${String(context.answers[other])}`,
    ownMessage(field, 'matches', spec.matches(field.label, labelOf(context.form, other))),
  ],
  accept: (types: string[], field) => {
    if (types.includes('text/html')) throw new Error(`${field.name} accepts text/html; pick another type`);
    return [file(1000, 'text/html'), ownMessage(field, 'accept', spec.fileType('x.png'))];
  },
  maxSize: (bytes: number, field) => {
    const type = field.validation.accept?.find((entry) => !entry.endsWith('/*') && !entry.startsWith('.')) ?? 'image/png';
    return [file(bytes + 1, type), ownMessage(field, 'maxSize', spec.fileTooLarge('x.png', formatSize(bytes)))];
  },
};

/** Breaks that come with the field's type or props rather than a validation key. */
function intrinsicBreaks(field: FieldDef, valid: unknown, context: BreakContext): Break[] {
  const breaks: Break[] = [];
  const broken = (rule: string, value: unknown, errors: ExpectedErrors) =>
    breaks.push({ rule, value, errors: withConsequences(field, value, context, errors) });
  if (!field.validation.required && field.requireWhen.some((rule) => ruleHolds(rule, context.answers))) {
    broken('required when', context.empty, { [field.name]: [requiredMessage(field, context.form)] });
  }
  const malformed = malformedOf(field);
  if (malformed) {
    const [value, fallback] = malformed;
    const { pattern } = field.validation;
    // the pattern is checked before the type's own format
    const patternFails = pattern !== undefined && !new RegExp(pattern).test(value);
    const message = patternFails ? ownMessage(field, 'pattern', spec.pattern) : ownMessage(field, 'format', fallback);
    broken('format', value, { [field.name]: [message] });
  }
  if (field.options.length > 0 && !field.isComeFromApi && !field.optionsFrom) {
    // server lists are checked by the server; only options fixed in the definition are checked here
    const value = Array.isArray(valid) ? ['not-an-option'] : 'not-an-option';
    broken('option', value, { [field.name]: [ownMessage(field, 'format', spec.option)] });
  }
  if (field.optionsFrom) {
    const rows = context.answers[field.optionsFrom.field];
    const value = String((Array.isArray(rows) ? rows.length : 0) + 2);
    broken('row index out of range', value, { [field.name]: [ownMessage(field, 'format', spec.option)] });
  }
  const props = field.componentProps as { rowForm?: string; countField?: string; uniqueBy?: string[] };
  if (Array.isArray(valid) && props.countField) {
    const count = Number(context.answers[props.countField]);
    const rows = count > 1 ? valid.slice(0, -1) : [...valid, context.makeRow(valid.length)];
    broken(`${props.countField} mismatch`, rows, { [field.name]: [ownMessage(field, 'minItems', spec.teamSize(count))] });
  }
  const rowForm = props.rowForm ? context.forms[props.rowForm] : undefined;
  if (Array.isArray(valid) && rowForm) {
    for (const key of props.uniqueBy ?? []) {
      // row 1 takes row 0's value, and the fields retyping it, so only the duplicate is wrong
      const mirrors = rowForm.fields.filter((row) => row.validation.matches === key).map((row) => row.name);
      const first = valid[0] as Answers;
      const copied = Object.fromEntries([key, ...mirrors].map((name) => [name, first[name]]));
      const rows = valid.map((row: Answers, index) => (index === 1 ? { ...row, ...copied } : row));
      broken(`duplicate ${key}`, rows, { [`${field.name}.1.${key}`]: [spec.duplicate(labelOf(rowForm, key))] });
    }
  }
  return breaks;
}

/** Every rule of a field broken once, generated from its definition. */
export function breaksOf(field: FieldDef, context: BreakContext): Break[] {
  const valid = context.answers[field.name];
  const fromRules = Object.entries(field.validation).flatMap(([key, setting]): Break[] => {
    if (key === 'message' || key === 'messages' || setting === undefined) return [];
    const breaker = BREAKERS[key as RuleName];
    if (!breaker) throw new Error(`No way to break ${key} of ${field.name}; teach tests/support/rule-breakers.ts`);
    const broken = breaker(setting as never, field, valid, context);
    if (!broken) return [];
    const [value, message] = broken;
    return [{ rule: key, value, errors: withConsequences(field, value, context, { [field.name]: [message] }) }];
  });
  return [...fromRules, ...intrinsicBreaks(field, valid, context)];
}
