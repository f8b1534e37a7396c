import { z } from 'zod';
import { defaultMessages, messageFor } from '../messages';
import type { FormDefinition } from '../model';
import type { FieldTypeSpec } from './spec';
import { answerTraits, isBlank } from './shared';

/** The builder's repeatable group: each row holds the sub-fields. */
export const dynamicArrayType: FieldTypeSpec = {
  emptyValue: () => [],
  normalize: (value) => (isBlank(value) ? undefined : value),
  isEmpty: isBlank,
  requiredMessage: (field) => messageFor(field, 'required', defaultMessages.required()),
  toSchema: (field, context) => {
    const rowForm: FormDefinition = {
      title: field.label,
      context: [],
      steps: [{ index: 0, title: field.label, links: [], fields: field.fields }],
      fields: field.fields,
    };
    const { minItems, maxItems } = field.validation;
    let schema = z.array(context.compileRow(rowForm), { error: defaultMessages.invalid() }).max(500);
    if (minItems !== undefined) schema = schema.min(minItems, messageFor(field, 'minItems', defaultMessages.minItems(minItems)));
    if (maxItems !== undefined) schema = schema.max(maxItems, messageFor(field, 'maxItems', defaultMessages.maxItems(maxItems)));
    return schema;
  },
  rules: ['required', 'minItems', 'maxItems'],
  traits: { ...answerTraits, value: 'rows', exportAs: 'rows', rowsFrom: 'subFields' },
};
