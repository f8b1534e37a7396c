import { z } from 'zod';
import type { FieldTypeSpec } from './spec';
import { answerTraits, formatMessage, textLike } from './shared';

/** A calendar date written yyyy-MM-dd, and a real one (no 31 February). */
export const dateType: FieldTypeSpec = {
  ...textLike,
  formatRule: 'date',
  toSchema: (field, context) => z.iso.date({ error: formatMessage(field, 'date', context.language) }),
  rules: ['required'],
  traits: { ...answerTraits, value: 'text', format: 'date' },
};

/** A time of day written HH:mm. */
export const timeType: FieldTypeSpec = {
  ...textLike,
  formatRule: 'time',
  toSchema: (field, context) => z.iso.time({ precision: -1, error: formatMessage(field, 'time', context.language) }),
  rules: ['required'],
  traits: { ...answerTraits, value: 'text', format: 'time' },
};
