import { z } from 'zod';
import { hasFixedOptions } from './choice';
import { itemCountRules } from './item-counts';
import type { FieldTypeSpec } from './spec';
import { answerTraits, formatMessage, isBlank } from './shared';

/** One answer from form data arrives as a lone string; numbers become strings like option values. */
function toList(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'number' ? String(item) : item));
}

export const multiselectType: FieldTypeSpec = {
  emptyValue: (field) => (Array.isArray(field.defaultValue) ? field.defaultValue : []),
  normalize: toList,
  isEmpty: isBlank,
  emptyRule: 'required',
  formatRule: 'option',
  toSchema: (field, context) => {
    const message = formatMessage(field, 'option', context.language);
    const item = hasFixedOptions(field)
      ? z.enum(field.options.map((option) => option.value) as [string, ...string[]], { error: message })
      : z.string({ error: message }).max(200, message);
    return itemCountRules(field, z.array(item, { error: message }).max(500, message), 500, context.language);
  },
  rules: ['required', 'minItems', 'maxItems'],
  traits: { ...answerTraits, value: 'list', takesOptions: true },
};
