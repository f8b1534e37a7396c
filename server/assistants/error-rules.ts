import { checkAnswer, EGYPTIAN_NATIONAL_ID, isEmptyAnswer, traitsOf, type FieldDef } from '../../src/engine/index';
import { linearPatterns } from '../../src/lib/linear-patterns';

/** Which rule an answer broke, with the counts its explanation needs (never the answer itself). */
export type Failure =
  | {
      rule:
        | 'required'
        | 'requiredWhen'
        | 'phone'
        | 'nationalId'
        | 'email'
        | 'url'
        | 'date'
        | 'time'
        | 'number'
        | 'pattern'
        | 'captcha'
        | 'option'
        | 'duplicate'
        | 'unknown';
    }
  | {
      rule: 'minLength' | 'maxLength' | 'minDigits' | 'maxDigits' | 'minItems' | 'maxItems' | 'minWords' | 'maxWords';
      limit: number;
      actual?: number;
    }
  | { rule: 'min' | 'max'; limit: number }
  | { rule: 'matches'; other: string }
  | { rule: 'unique'; other: string }
  | { rule: 'teamSize'; limit: number }
  | { rule: 'fileType'; accept: string[]; actual?: string }
  | { rule: 'fileSize'; limit: number; actual?: number }
  | { rule: 'maxFiles'; limit: number };

/** A failed rule as the engine reports it (a ValidationResult's ruleErrors), sent by the browser with the error. */
export interface SentRule {
  rule: string;
  params?: Record<string, unknown>;
}

/** What the browser sends for a file: its size, type and extension (never its name or bytes). */
export interface FileSummary {
  size?: number;
  type?: string;
  extension?: string;
}

const isFileSummary = (value: unknown): value is FileSummary =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('size' in value || 'type' in value);

export const characters = (text: string) => [...text].length;
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const digits = (text: string) => text.replace(/\D/g, '').length;

/** The answer as the engine judges it: a file summary becomes a file named by its extension. */
function engineValue(field: FieldDef, input: unknown): unknown {
  if (traitsOf(field).value !== 'upload') return input;
  const asFile = (file: unknown) =>
    isFileSummary(file) ? { name: `file.${file.extension ?? ''}`, size: file.size ?? 0, type: file.type ?? '' } : file;
  return Array.isArray(input) ? input.map(asFile) : asFile(input);
}

const firstFile = (input: unknown) => (Array.isArray(input) ? input : [input]).find(isFileSummary);

/** The explainer's failure for a rule of the engine and its params, with counts of the answer (params may come from a browser). */
export function failureOfRule(rule: string, params: Record<string, unknown>, input: unknown): Failure {
  const text = typeof input === 'string' || typeof input === 'number' ? String(input) : '';
  const numberAt = (key: string) => (typeof params[key] === 'number' && Number.isFinite(params[key]) ? params[key] : undefined);
  const textAt = (key: string) => (typeof params[key] === 'string' ? params[key] : undefined);
  const counted = (name: Extract<Failure, { limit: number; actual?: number }>['rule'], key: string, actual?: number): Failure => {
    const limit = numberAt(key);
    return limit === undefined ? { rule: 'unknown' } : { rule: name, limit, actual };
  };
  const items = Array.isArray(input) ? input.length : undefined;
  switch (rule) {
    case 'required':
    case 'fileRequired':
    case 'requiredWhen':
      return { rule: rule === 'requiredWhen' ? 'requiredWhen' : 'required' };
    case 'pattern': {
      const pattern = textAt('pattern');
      if (pattern !== undefined && pattern === traitsOf({ type: 'tel' }).knownPattern?.pattern) return { rule: 'phone' };
      return pattern === EGYPTIAN_NATIONAL_ID.pattern ? { rule: 'nationalId' } : { rule: 'pattern' };
    }
    case 'email':
    case 'url':
    case 'date':
    case 'time':
    case 'number':
    case 'option':
    case 'duplicate':
      return { rule };
    case 'minLength':
    case 'maxLength':
      return counted(rule, rule === 'minLength' ? 'min' : 'max', characters(text));
    case 'minDigits':
    case 'maxDigits':
      return counted(rule, rule === 'minDigits' ? 'min' : 'max', digits(text));
    case 'minWords':
    case 'maxWords':
      return counted(rule, rule === 'minWords' ? 'min' : 'max', words(text));
    case 'minItems':
    case 'maxItems':
      return counted(rule, rule === 'minItems' ? 'min' : 'max', items);
    case 'min':
    case 'max': {
      const limit = numberAt(rule);
      return limit === undefined ? { rule: 'unknown' } : { rule, limit };
    }
    case 'matches':
      return { rule: 'matches', other: textAt('other') ?? 'the other field' };
    case 'unique':
      return { rule: 'unique', other: textAt('label') ?? 'answer' };
    case 'teamSize': {
      const limit = numberAt('count');
      return limit === undefined ? { rule: 'unknown' } : { rule: 'teamSize', limit };
    }
    case 'fileType': {
      const accept = Array.isArray(params.accept) ? params.accept.filter((type): type is string => typeof type === 'string') : [];
      return { rule: 'fileType', accept, actual: firstFile(input)?.type };
    }
    case 'fileTooLarge':
      return { rule: 'fileSize', limit: numberAt('maxSize') ?? 0, actual: firstFile(input)?.size };
    case 'maxFiles':
      return { rule: 'maxFiles', limit: numberAt('max') ?? 1 };
    default:
      return { rule: 'unknown' };
  }
}

/**
 * The rule a known field's answer broke, found by the engine from the field's definition; rules reading other
 * answers (the answer it must match, the team size) come from the rule the browser sent. Undefined when nothing says.
 */
export function failureOfField(field: FieldDef, input: unknown, sent?: SentRule, otherLabel?: string): Failure | undefined {
  const { format } = traitsOf(field);
  if (format === 'captcha') return { rule: 'captcha' };
  const value = engineValue(field, input);
  if (input === undefined || input === null || input === '' || isEmptyAnswer(field, value)) {
    // Not required by itself, so an earlier answer made it required.
    const conditional = !field.validation.required && field.requireWhen.length + field.showWhen.length > 0;
    return sent?.rule === 'requiredWhen' || conditional ? { rule: 'requiredWhen' } : { rule: 'required' };
  }
  // The organiser's pattern runs on the same linear-time engine as validation: this route is public.
  const [broken] = checkAnswer(field, value, { patterns: linearPatterns });
  // A pattern on an e-mail or web-address field narrows that format: the format is what to explain.
  if (broken?.rule === 'pattern' && (format === 'email' || format === 'url')) return { rule: format };
  if (broken) return failureOfRule(broken.rule, broken.params, input);
  if (sent) return failureOfRule(sent.rule, sent.params ?? {}, input);
  // Its own answer passes, and it must equal another: that is what is left.
  if (field.validation.matches) return { rule: 'matches', other: otherLabel ?? field.validation.matches };
  return undefined;
}
