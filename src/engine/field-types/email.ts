import { z } from 'zod';
import type { FieldTypeSpec } from './spec';
import { answerTraits, formatMessage, stringOf, TEXT_RULES, textLike, withTextRules } from './shared';

export const emailType: FieldTypeSpec = {
  ...textLike,
  formatRule: 'email',
  toSchema: (field, context) => {
    const base = withTextRules(field, stringOf(field, context.language, 'email'), context);
    return base.pipe(z.email({ error: formatMessage(field, 'email', context.language) }));
  },
  rules: TEXT_RULES,
  traits: { ...answerTraits, value: 'text', format: 'email' },
};
