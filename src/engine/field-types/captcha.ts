import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FieldTypeSpec } from './spec';
import { answerTraits, textLike } from './shared';

/** The captcha token; the server verifies it with the active provider. */
export const captchaType: FieldTypeSpec = {
  ...textLike,
  emptyValue: () => '',
  toSchema: (field) => z.string({ error: messageFor(field, 'format', defaultMessages.invalid()) }).max(10_000),
  rules: ['required'],
  // Single-use and no answer of the applicant's: never reviewed, exported or kept in a draft.
  traits: { ...answerTraits, value: 'text', format: 'captcha', reviewable: false, exportAs: 'none', keptInDrafts: false },
};

/** A button asking an assistant for answers; it holds no answer of its own. */
export const suggestionType: FieldTypeSpec = {
  ...textLike,
  emptyValue: () => undefined,
  normalize: () => undefined,
  isEmpty: () => false,
  toSchema: () => z.undefined(),
  rules: [],
  traits: { ...answerTraits, value: 'none', reviewable: false, exportAs: 'none', needsAssistant: true },
};
