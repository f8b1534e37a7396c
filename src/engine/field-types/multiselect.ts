import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import { hasFixedOptions } from './choice';
import type { FieldTypeSpec } from './spec';
import { answerTraits, isBlank } from './shared';

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
  requiredMessage: (field) => messageFor(field, 'required', defaultMessages.required()),
  toSchema: (field) => {
    const message = messageFor(field, 'format', defaultMessages.option());
    const item = hasFixedOptions(field)
      ? z.enum(field.options.map((option) => option.value) as [string, ...string[]], { error: message })
      : z.string({ error: message }).max(200, message);
    const { minItems, maxItems } = field.validation;
    let schema = z.array(item, { error: message }).max(500, message);
    if (minItems !== undefined) schema = schema.min(minItems, messageFor(field, 'minItems', defaultMessages.minItems(minItems)));
    if (maxItems !== undefined) schema = schema.max(maxItems, messageFor(field, 'maxItems', defaultMessages.maxItems(maxItems)));
    return schema;
  },
  rules: ['required', 'minItems', 'maxItems'],
  traits: { ...answerTraits, value: 'list', takesOptions: true },
};
