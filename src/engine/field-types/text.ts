import { EGYPTIAN_MOBILE } from './known-patterns';
import type { FieldTypeSpec } from './spec';
import { answerTraits, stringOf, TEXT_RULES, textLike, withTextRules } from './shared';

/** Free text: text and textarea; password keeps its spaces. */
export const textType: FieldTypeSpec = {
  ...textLike,
  toSchema: (field, context) => withTextRules(field, stringOf(field, context.language), context),
  rules: TEXT_RULES,
  traits: { ...answerTraits, value: 'text' },
};

/** tel and the builder's phone: the phone numbers it knows are Egyptian mobile numbers (a definition's pattern checks them). */
export const telType: FieldTypeSpec = { ...textType, traits: { ...textType.traits, format: 'phone', knownPattern: EGYPTIAN_MOBILE } };

export const passwordType: FieldTypeSpec = {
  ...textType,
  normalize: (value) => (value === '' ? undefined : value),
  traits: { ...textType.traits, keptInDrafts: false },
};
