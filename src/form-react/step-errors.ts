import type { FormikErrors } from 'formik';
import type { CompiledForm } from '../engine/index';
import { fieldOfPath, flattenErrors } from './error-paths';
import type { SummaryItem } from './error-summary';
import type { Values } from './types';

/** One error of the summary, named as people name its field. */
export function summaryItem(path: string, message: string, labelOf: (path: string) => string): SummaryItem {
  return { path, field: fieldOfPath(path), label: labelOf(path), message };
}

/** The errors of the fields the applicant can see now, on one step or on any; a hidden field's error is moot. */
export function visibleErrors(
  compiled: CompiledForm,
  scope: Values,
  errors: FormikErrors<Values>,
  labelOf: (path: string) => string,
  onlyStep?: number,
): SummaryItem[] {
  const steps = onlyStep === undefined ? compiled.definition.steps.map((step) => step.index) : [onlyStep];
  const visible = new Set(steps.flatMap((index) => compiled.visibleFields(index, scope).map((field) => field.name)));
  return flattenErrors(errors)
    .map(([path, message]) => summaryItem(path, message, labelOf))
    .filter((item) => visible.has(item.field));
}

/** The errors of one step, in the order its fields are drawn; other steps' errors wait until the applicant gets there. */
export function errorsOfStep(compiled: CompiledForm, items: SummaryItem[], step: number): SummaryItem[] {
  const order = new Map(compiled.definition.steps[step]?.fields.map((field, index) => [field.name, index]));
  return items.filter((item) => order.has(item.field)).sort((a, b) => order.get(a.field)! - order.get(b.field)!);
}
