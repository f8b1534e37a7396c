import { z } from 'zod';
import { componentContracts } from '../components';
import { catalogueFor } from '../i18n/message-catalogue';
import type { FieldDef } from '../model';
import { failureOf } from '../rule-errors';
import { itemCountRules } from './item-counts';
import { checkRowCounts } from './row-counts';
import type { CompileContext, FieldTypeSpec } from './spec';
import { answerTraits, isBlank } from './shared';

const comparable = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Rows must number exactly the count answered elsewhere (team size = members_count). */
function checkRowCount(field: FieldDef, countField: string, context: CompileContext) {
  context.crossChecks.push((values, report) => {
    const wanted = Number(values[countField]);
    const rows = values[field.name];
    if (!Number.isInteger(wanted) || !Array.isArray(rows)) return;
    if (rows.length !== wanted) report([field.name], failureOf(field, 'minItems', 'teamSize', { count: wanted }, context.language));
  });
}

/** No two rows may share a value of these row fields (a member belongs to one row). */
function checkUniqueRows(field: FieldDef, keys: string[], rowLabels: Map<string, string>, context: CompileContext) {
  const words = catalogueFor(context.language);
  context.crossChecks.push((values, report) => {
    const rows = values[field.name];
    if (!Array.isArray(rows)) return;
    for (const key of keys) {
      const seen = new Set<unknown>();
      const params = { label: rowLabels.get(key) ?? key };
      rows.forEach((row: Record<string, unknown> | undefined, index) => {
        const value = comparable(row?.[key]);
        if (value === undefined || value === '') return;
        if (seen.has(value)) report([field.name, index, key], { rule: 'unique', params, message: words.unique(params) });
        seen.add(value);
      });
    }
  });
}

/** A named component; the members table stores its rows, each checked with the row form. */
export const componentType: FieldTypeSpec = {
  emptyValue: () => [],
  normalize: (value) => (isBlank(value) ? undefined : value),
  isEmpty: isBlank,
  emptyRule: 'required',
  formatRule: 'invalid',
  toSchema: (field, context) => {
    const props = componentContracts['members-table'].propsSchema.parse(field.componentProps);
    const rowForm = context.forms[props.rowForm];
    if (!rowForm) throw new Error(`Form "${props.rowForm}" is needed to compile the component field "${field.name}"`);
    if (props.countField) checkRowCount(field, props.countField, context);
    if (props.rowCounts) checkRowCounts(field, props.rowCounts, context);
    if (props.uniqueBy) {
      checkUniqueRows(field, props.uniqueBy, new Map(rowForm.fields.map((row) => [row.name, row.label])), context);
    }
    const invalid = catalogueFor(context.language).invalid({});
    return itemCountRules(field, z.array(context.compileRow(rowForm), { error: invalid }).max(100, invalid), 100, context.language);
  },
  rules: ['required', 'minItems', 'maxItems'],
  traits: { ...answerTraits, value: 'rows', exportAs: 'rows', rowsFrom: 'rowForm' },
};
