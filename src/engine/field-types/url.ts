import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FieldTypeSpec } from './spec';
import { answerTraits, TEXT_RULES, textLike, withTextRules } from './shared';

/** Public web addresses only: http or https with a host name. */
export const urlType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field, context) => {
    const message = messageFor(field, 'format', defaultMessages.url());
    return withTextRules(field, z.string({ error: message }), context.patterns).pipe(
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }),
    );
  },
  rules: TEXT_RULES,
  traits: { ...answerTraits, value: 'text', format: 'url' },
};
