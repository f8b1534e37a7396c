import { z } from 'zod';
import { MissingAnswer } from '../missing-answer';
import type { FieldDef } from '../model';
import { failureOf } from '../rule-errors';
import type { CompileContext, FieldTypeSpec } from './spec';
import { answerTraits, formatMessage, normalizeText, textLike } from './shared';

/** Options are checked when the definition fixes them; server lists and row-built lists are checked elsewhere. */
export const hasFixedOptions = (field: FieldDef) => !field.isComeFromApi && !field.optionsFrom && field.options.length > 0;

/** Row-built options (team leader from members): the answer is an index into the rows. */
function checkRowIndex(field: FieldDef, context: CompileContext) {
  const source = field.optionsFrom;
  if (!source) return;
  context.crossChecks.push((values, report) => {
    const chosen = values[field.name];
    if (chosen === undefined || chosen instanceof MissingAnswer) return;
    const rows = values[source.field];
    const count = Array.isArray(rows) ? rows.length : 0;
    const index = typeof chosen === 'string' && /^\d+$/.test(chosen) ? Number(chosen) : -1;
    if (index >= count || index < 0) report([field.name], failureOf(field, 'format', 'option', {}, context.language));
  });
}

/** select and radio: one answer, carried as a string. */
export const choiceType: FieldTypeSpec = {
  ...textLike,
  formatRule: 'option',
  normalize: normalizeText,
  toSchema: (field, context) => {
    const message = formatMessage(field, 'option', context.language);
    checkRowIndex(field, context);
    if (!hasFixedOptions(field)) return z.string({ error: message }).max(200, message);
    return z.enum(field.options.map((option) => option.value) as [string, ...string[]], { error: message });
  },
  rules: ['required'],
  traits: { ...answerTraits, value: 'choice', takesOptions: true },
};
