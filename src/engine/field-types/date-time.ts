import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FieldTypeSpec } from './spec';
import { answerTraits, textLike } from './shared';

/** A calendar date written yyyy-MM-dd, and a real one (no 31 February). */
export const dateType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field) => z.iso.date({ error: messageFor(field, 'format', defaultMessages.date()) }),
  rules: ['required'],
  traits: { ...answerTraits, value: 'text', format: 'date' },
};

/** A time of day written HH:mm. */
export const timeType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field) => z.iso.time({ precision: -1, error: messageFor(field, 'format', defaultMessages.time()) }),
  rules: ['required'],
  traits: { ...answerTraits, value: 'text', format: 'time' },
};
