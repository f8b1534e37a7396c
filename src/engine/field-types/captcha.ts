import { z } from 'zod';
import type { FieldTypeSpec } from './spec';
import { answerTraits, formatMessage, textLike } from './shared';

/** The captcha token; the server verifies it with the active provider. */
export const captchaType: FieldTypeSpec = {
  ...textLike,
  emptyValue: () => '',
  toSchema: (field, context) => {
    const error = formatMessage(field, 'invalid', context.language);
    return z.string({ error }).max(10_000, error);
  },
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
  toSchema: (field, context) => z.undefined({ error: formatMessage(field, 'invalid', context.language) }),
  rules: [],
  traits: { ...answerTraits, value: 'none', reviewable: false, exportAs: 'none', needsAssistant: true },
};
