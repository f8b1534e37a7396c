import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FieldTypeSpec } from './spec';
import { answerTraits, TEXT_RULES, textLike, withTextRules } from './shared';

export const emailType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field, context) => {
    const message = messageFor(field, 'format', defaultMessages.email());
    return withTextRules(field, z.string({ error: message }), context.patterns).pipe(z.email({ error: message }));
  },
  rules: TEXT_RULES,
  traits: { ...answerTraits, value: 'text', format: 'email' },
};
