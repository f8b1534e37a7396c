import { z } from 'zod';
import type { Language } from '../i18n/languages';
import type { FieldDef } from '../model';
import { failureOf, ruleIssue } from '../rule-errors';
import { fail } from './shared';

/**
 * minItems and maxItems of a list or a table of rows, reported as their rules. Like zod's own size caps, a list
 * over maxItems fails before its items are read and stops every other check (cross-field rules included).
 * `list` carries its hard cap (`hardCap` items); maxItems is checked first when it is the tighter one.
 */
export function itemCountRules(field: FieldDef, list: z.ZodArray, hardCap: number, language: Language): z.ZodType {
  const { minItems, maxItems } = field.validation;
  const counted =
    minItems === undefined
      ? list
      : list.check((ctx) => {
          if (ctx.value.length < minItems) fail(ctx, failureOf(field, 'minItems', 'minItems', { min: minItems }, language));
        });
  if (maxItems === undefined || maxItems >= hardCap) return counted;
  const overMax = z.unknown().check((ctx) => {
    if (!Array.isArray(ctx.value) || ctx.value.length <= maxItems) return;
    ctx.issues.push({ ...ruleIssue(failureOf(field, 'maxItems', 'maxItems', { max: maxItems }, language), ctx.value), continue: false });
  });
  return overMax.pipe(counted);
}
