import { z } from 'zod';
import type { FieldTypeSpec } from './spec';
import { answerTraits, formatMessage, stringOf, TEXT_RULES, textLike, withTextRules } from './shared';

/** Public web addresses only: http or https with a host name. */
export const urlType: FieldTypeSpec = {
  ...textLike,
  formatRule: 'url',
  toSchema: (field, context) => {
    const error = formatMessage(field, 'url', context.language);
    return withTextRules(field, stringOf(field, context.language, 'url'), context).pipe(
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error }),
    );
  },
  rules: TEXT_RULES,
  traits: { ...answerTraits, value: 'text', format: 'url' },
};
