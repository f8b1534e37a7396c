import { fieldTypes, traitsOf } from './field-types';
import type { MessageId } from './i18n/message-catalogue';
import type { FieldDef, FormDefinition } from './model';

/** The rule zod's own type and format checks fail at a path of the answers: the shape of the field's type there. */
export type FormatRuleAt = (path: readonly PropertyKey[]) => MessageId;

/**
 * The engine's checks report their rule; zod's type and format checks cannot, and on a field they only ever fail
 * its type's shape ("Must be a valid email" is 'email'). This finds that field, in rows too ("members.0.email").
 */
export function formatRuleResolver(fields: FieldDef[], forms: Record<string, FormDefinition>): FormatRuleAt {
  const rowFieldsOf = (field: FieldDef): FieldDef[] => {
    const { rowsFrom } = traitsOf(field);
    if (rowsFrom === 'subFields') return field.fields;
    const rowForm = (field.componentProps as { rowForm?: unknown }).rowForm;
    return rowsFrom === 'rowForm' && typeof rowForm === 'string' ? (forms[rowForm]?.fields ?? []) : [];
  };
  const resolve = (within: FieldDef[], path: readonly PropertyKey[]): MessageId => {
    const field = within.find((candidate) => candidate.name === path[0]);
    if (!field) return 'invalid';
    if (path.length === 1) return fieldTypes[field.type].formatRule;
    // A row's own shape ("members.0" is not an object) is the table's; a row field's is that field's.
    return path.length >= 3 && typeof path[1] === 'number' ? resolve(rowFieldsOf(field), path.slice(2)) : 'invalid';
  };
  return (path) => resolve(fields, path);
}
