import { z } from 'zod';
import { catalogueFor } from '../i18n/message-catalogue';
import type { FormDefinition } from '../model';
import { itemCountRules } from './item-counts';
import type { FieldTypeSpec } from './spec';
import { answerTraits, isBlank } from './shared';

/** The builder's repeatable group: each row holds the sub-fields. */
export const dynamicArrayType: FieldTypeSpec = {
  emptyValue: () => [],
  normalize: (value) => (isBlank(value) ? undefined : value),
  isEmpty: isBlank,
  emptyRule: 'required',
  formatRule: 'invalid',
  toSchema: (field, context) => {
    const rowForm: FormDefinition = {
      language: context.language,
      title: field.label,
      context: [],
      steps: [{ index: 0, title: field.label, links: [], fields: field.fields }],
      fields: field.fields,
    };
    const invalid = catalogueFor(context.language).invalid({});
    return itemCountRules(field, z.array(context.compileRow(rowForm), { error: invalid }).max(500, invalid), 500, context.language);
  },
  rules: ['required', 'minItems', 'maxItems'],
  traits: { ...answerTraits, value: 'rows', exportAs: 'rows', rowsFrom: 'subFields' },
};
