import { z } from 'zod';
import { failureOf } from '../rule-errors';
import type { FieldTypeSpec } from './spec';
import { answerTraits, fail, formatMessage, textLike, westernDigits } from './shared';

/** Empty becomes undefined and numeric strings become numbers, as form data carries them. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // Arabic keyboards type Arabic-Indic digits and "٫" for the decimal point.
  const trimmed = westernDigits(value.trim()).replace('\u066B', '.');
  if (trimmed === '') return undefined;
  // Plain decimals only: Number() would also read "0x10" or "1e3".
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

const digitCount = (value: number) => String(Math.trunc(Math.abs(value))).length;

/** Numbers; minLength and maxLength count digits. */
export const numberType: FieldTypeSpec = {
  ...textLike,
  formatRule: 'number',
  emptyValue: (field) => (typeof field.defaultValue === 'number' ? field.defaultValue : ''),
  normalize: toNumber,
  toSchema: (field, { language }) => {
    const { min, max, minLength, maxLength } = field.validation;
    const schema = z.number({ error: formatMessage(field, 'number', language) });
    if ([min, max, minLength, maxLength].every((rule) => rule === undefined)) return schema;
    return schema.check((ctx) => {
      const value = ctx.value;
      if (min !== undefined && value < min) fail(ctx, failureOf(field, 'min', 'min', { min }, language));
      if (max !== undefined && value > max) fail(ctx, failureOf(field, 'max', 'max', { max }, language));
      const digits = digitCount(value);
      if (minLength !== undefined && digits < minLength)
        fail(ctx, failureOf(field, 'minLength', 'minDigits', { min: minLength }, language));
      if (maxLength !== undefined && digits > maxLength)
        fail(ctx, failureOf(field, 'maxLength', 'maxDigits', { max: maxLength }, language));
    });
  },
  rules: ['required', 'min', 'max', 'minLength', 'maxLength'],
  traits: { ...answerTraits, value: 'number' },
};
