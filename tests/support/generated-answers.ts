import { traitsOf, type FieldDef, type FieldValue, type FormDefinition, type TextFormat } from '../../src/engine/index';

type Answers = Record<string, unknown>;

/** Answers that satisfy common patterns; the first one a field's pattern accepts is used. */
const PATTERN_SAMPLES = ['01012345678', '29801011234567', 'A1234567', 'ABC123', '2025', 'valid'];

function textAnswer(field: FieldDef): string {
  const { minLength = 0, maxLength, minWords = 0, pattern } = field.validation;
  if (pattern !== undefined) {
    const regex = new RegExp(pattern);
    const sample = [field.defaultValue, field.placeholder, ...PATTERN_SAMPLES].find(
      (candidate) => typeof candidate === 'string' && regex.test(candidate),
    );
    if (sample === undefined)
      throw new Error(`No sample matches the pattern of ${field.name}; add one to PATTERN_SAMPLES in tests/support/generated-answers.ts`);
    return sample as string;
  }
  const words = ['Valid', ...Array.from({ length: Math.max(minWords, 2) - 1 }, () => 'text')];
  let text = words.join(' ');
  while (text.length < minLength) text += ' text';
  return maxLength === undefined ? text : text.slice(0, maxLength).trim();
}

function numberAnswer(field: FieldDef): string {
  const { min, max, minLength } = field.validation;
  if (minLength !== undefined) return '1'.repeat(minLength); // digits
  return String(min ?? (max !== undefined ? Math.min(max, 1) : 1));
}

function fileAnswer(field: FieldDef): { name: string; size: number; type: string } {
  const exact = field.validation.accept?.find((entry) => entry.includes('/') && !entry.endsWith('/*'));
  const type = exact ?? (traitsOf(field).upload?.image ? 'image/png' : 'application/pdf');
  return { name: type === 'application/pdf' ? 'answer.pdf' : 'answer.png', size: 1000, type };
}

const firstOption = (field: FieldDef) => field.options[0]?.value ?? (field.optionsFrom ? '0' : '1');

type Answer = (field: FieldDef) => unknown;

const TEXT_ANSWERS = {
  email: () => 'organiser@example.com',
  url: () => 'https://example.com/answer',
  time: () => '09:30',
  date: () => '2000-01-01',
  phone: textAnswer,
  captcha: () => 'test-captcha-token',
} satisfies Record<TextFormat, Answer>;

function rowsAnswer(field: FieldDef): unknown {
  if (traitsOf(field).rowsFrom === 'subFields') {
    return Array.from({ length: Math.max(field.validation.minItems ?? 1, 1) }, () => generateAnswers(field.fields));
  }
  throw new Error(`Cannot generate rows for the component field ${field.name}; write them in tests/fixtures/valid-answers.ts`);
}

/** A valid answer by what the field's type says it holds. */
const ANSWERS = {
  text: (field) => {
    const { format } = traitsOf(field);
    return format ? TEXT_ANSWERS[format](field) : textAnswer(field);
  },
  number: numberAnswer,
  toggle: () => true,
  choice: firstOption,
  list: (field) => field.options.slice(0, Math.max(field.validation.minItems ?? 1, 1)).map((option) => option.value),
  upload: fileAnswer,
  rows: rowsAnswer,
  none: () => undefined,
} satisfies Record<FieldValue, Answer>;

/** The value each controller takes: the first one a condition names, so the fields it controls are shown. */
function preferredValues(fields: FieldDef[]): Map<string, unknown> {
  const preferred = new Map<string, unknown>();
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const field of fields) {
    for (const rule of [...field.showWhen, ...field.requireWhen]) {
      const controller = byName.get(rule.field);
      if (!controller || preferred.has(rule.field)) continue;
      const written = rule.display[0];
      if (traitsOf(controller).value === 'toggle') preferred.set(rule.field, written === 'true');
      else if (controller.options.length === 0 || controller.options.some((option) => option.value === written))
        preferred.set(rule.field, written);
    }
  }
  return preferred;
}

/**
 * A valid answer set generated from fields: the first option of a choice (or the one a condition
 * names), text meeting its lengths, numbers within min/max, files as { name, size, type }.
 */
export function generateAnswers(fields: FieldDef[]): Answers {
  const preferred = preferredValues(fields);
  const answers: Answers = {};
  for (const field of fields) {
    const value = preferred.has(field.name) ? preferred.get(field.name) : ANSWERS[traitsOf(field).value](field);
    if (value !== undefined) answers[field.name] = value;
  }
  // a retyped field equals its original, once every original is known
  for (const field of fields) if (field.validation.matches !== undefined) answers[field.name] = answers[field.validation.matches];
  return answers;
}

export const generateFormAnswers = (definition: FormDefinition): Answers => generateAnswers(definition.fields);
