import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FieldTypeSpec } from './spec';
import { answerTraits, textLike } from './shared';

/** Empty becomes undefined and numeric strings become numbers, as form data carries them. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  // Plain decimals only: Number() would also read "0x10" or "1e3".
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

const digitCount = (value: number) => String(Math.trunc(Math.abs(value))).length;

/** Numbers; minLength and maxLength count digits. */
export const numberType: FieldTypeSpec = {
  ...textLike,
  emptyValue: (field) => (typeof field.defaultValue === 'number' ? field.defaultValue : ''),
  normalize: toNumber,
  toSchema: (field) => {
    const { min, max, minLength, maxLength } = field.validation;
    let schema = z.number({ error: messageFor(field, 'format', defaultMessages.number()) });
    if (min !== undefined) schema = schema.min(min, messageFor(field, 'min', defaultMessages.min(min)));
    if (max !== undefined) schema = schema.max(max, messageFor(field, 'max', defaultMessages.max(max)));
    if (minLength === undefined && maxLength === undefined) return schema;
    return schema.check((ctx) => {
      const digits = digitCount(ctx.value);
      if (minLength !== undefined && digits < minLength) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: messageFor(field, 'minLength', defaultMessages.minDigits(minLength)),
        });
      }
      if (maxLength !== undefined && digits > maxLength) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: messageFor(field, 'maxLength', defaultMessages.maxDigits(maxLength)),
        });
      }
    });
  },
  rules: ['required', 'min', 'max', 'minLength', 'maxLength'],
  traits: { ...answerTraits, value: 'number' },
};
