import type { FieldTypeSpec } from './spec';
import { answerTraits, stringOf, TEXT_RULES, textLike, withTextRules } from './shared';

/** Free text: text and textarea; password keeps its spaces. */
export const textType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field, context) => withTextRules(field, stringOf(field), context.patterns),
  rules: TEXT_RULES,
  traits: { ...answerTraits, value: 'text' },
};

/** tel and the builder's phone: the explainer knows Egyptian mobile numbers. */
export const telType: FieldTypeSpec = { ...textType, traits: { ...textType.traits, format: 'phone' } };

export const passwordType: FieldTypeSpec = {
  ...textType,
  normalize: (value) => (value === '' ? undefined : value),
  traits: { ...textType.traits, keptInDrafts: false },
};
