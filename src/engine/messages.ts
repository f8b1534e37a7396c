import type { RuleName } from './definition-schema';
import type { FieldDef } from './model';

/** Default messages of the specification (section 5, bootcamp wording). */
export const defaultMessages = {
  required: () => 'This field is required',
  fileRequired: () => 'File is required',
  invalidFile: () => 'Invalid file',
  invalid: () => 'Invalid value',
  minLength: (n: number) => `Minimum ${n} characters`,
  maxLength: (n: number) => `Maximum ${n} characters`,
  minDigits: (n: number) => `Must be at least ${n} digits`,
  maxDigits: (n: number) => `Must be at most ${n} digits`,
  min: (n: number) => `Minimum is ${n}`,
  max: (n: number) => `Maximum is ${n}`,
  minItems: (n: number) => `Minimum ${n} items`,
  maxItems: (n: number) => `Maximum ${n} items`,
  maxFiles: (n: number) => `You can only upload a maximum of ${n} files.`,
  minWords: (n: number) => `Minimum ${n} words`,
  maxWords: (n: number) => `Maximum ${n} words`,
  pattern: () => 'Invalid format',
  email: () => 'Must be a valid email',
  url: () => 'Enter a valid URL',
  date: () => 'Enter a date as yyyy-MM-dd',
  time: () => 'Enter a time as HH:mm',
  number: () => 'Must be a number',
  option: () => 'Choose one of the options',
  fileTooLarge: (name: string, size: string) => `File "${name}" exceeds the maximum size of ${size}.`,
  fileType: (name: string) => `File "${name}" is not an accepted file type.`,
  matches: (label: string, other: string) => `${label} must match ${other}`,
  requiredWhen: (label: string, controller: string, values: string[]) =>
    `${label} is required when ${controller} is ${values.join(' or ')}`,
  teamSize: (n: number) => `Your team must consist of ${n} members`,
};

/**
 * The message for a rule of a field: `messages[rule]` wins, then `message` (every rule but
 * required), then the default.
 */
export function messageFor(field: FieldDef, rule: RuleName, fallback: string): string {
  const own = field.validation.messages?.[rule];
  if (own !== undefined) return own;
  if (rule !== 'required' && field.validation.message !== undefined) return field.validation.message;
  return fallback;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 10485760 -> "10 MB", 734003200 -> "700 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
