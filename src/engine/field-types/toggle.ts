import { z } from 'zod';
import { answerTraits, formatMessage } from './shared';
import type { FieldTypeSpec } from './spec';

const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no', '']);

/** Form data carries booleans as text. */
function toBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? false;
  const text = value.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return value;
}

/** checkbox and switch: required means it must be ticked (e.g. agreeing to terms). */
export const toggleType: FieldTypeSpec = {
  emptyValue: (field) => field.defaultValue === true,
  normalize: toBoolean,
  isEmpty: (value) => value !== true,
  emptyRule: 'required',
  formatRule: 'invalid',
  toSchema: (field, context) => z.boolean({ error: formatMessage(field, 'invalid', context.language) }),
  rules: ['required'],
  // Conditions read a toggle as 'true' or 'false'.
  traits: { ...answerTraits, value: 'toggle' },
};
