import { ruleHolds, toRule } from '../conditions';
import type { MembersTableProps } from '../components';
import { localize } from '../i18n/local-text';
import type { FieldDef } from '../model';
import type { CompileContext } from './spec';

/** Limits on how many rows hold a value (at most 5 members on site, at least 1), when the form's answer says so. */
export function checkRowCounts(field: FieldDef, limits: NonNullable<MembersTableProps['rowCounts']>, context: CompileContext) {
  for (const limit of limits) {
    const counted = toRule(limit.field, limit.value);
    const applies = limit.when ? toRule(limit.when.field, limit.when.value) : undefined;
    context.crossChecks.push((values, report) => {
      const rows = values[field.name];
      if (!Array.isArray(rows) || rows.length === 0 || (applies && !ruleHolds(applies, values))) return;
      const count = rows.filter(
        (row) => typeof row === 'object' && row !== null && ruleHolds(counted, row as Record<string, unknown>),
      ).length;
      if ((limit.min !== undefined && count < limit.min) || (limit.max !== undefined && count > limit.max)) {
        const params = { field: limit.field, value: counted.display, count, ...(limit.min !== undefined ? { min: limit.min } : {}) };
        report([field.name], {
          rule: 'rowCount',
          params: limit.max !== undefined ? { ...params, max: limit.max } : params,
          message: localize(limit.message, context.language),
        });
      }
    });
  }
}
