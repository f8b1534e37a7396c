import type { FieldTypeSpec } from './spec';
import { stringOf, TEXT_RULES, textLike, withTextRules } from './shared';

/** Free text: text, textarea, tel and the builder's phone; password keeps its spaces. */
export const textType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field, context) => withTextRules(field, stringOf(field), context.patterns),
  rules: TEXT_RULES,
};

export const passwordType: FieldTypeSpec = {
  ...textType,
  normalize: (value) => (value === '' ? undefined : value),
};
