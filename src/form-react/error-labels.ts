import type { FormDefinition } from '../engine/index';
import { formWords, type FormWords } from './form-words';

/**
 * Names the field of an error path as people see it: "phone_number" -> "Mobile number",
 * "members.1.email" -> "Team Member 2, Email" (the row form's title), "links.0.url" -> "Links, row 1, URL".
 */
export function errorLabeller(
  definition: FormDefinition,
  forms: Record<string, FormDefinition> = {},
  { t, number, list }: FormWords = formWords('en'),
): (path: string) => string {
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  return (path) => {
    const [name = path, row, ...rest] = path.split('.');
    const field = byName.get(name);
    if (!field) return path;
    if (row === undefined || !/^\d+$/.test(row)) return field.label;
    const rowFormId = field.componentProps.rowForm;
    const rowForm = typeof rowFormId === 'string' ? forms[rowFormId] : undefined;
    const shown = number(Number(row) + 1);
    const rowName = rowForm ? `${rowForm.title} ${shown}` : t('labels.row', { field: field.label, row: shown });
    const sub = (rowForm?.fields ?? field.fields).find((candidate) => candidate.name === rest[0]);
    return sub ? list([rowName, sub.label]) : rowName;
  };
}

/** One toast per failed attempt: the first problem, named, and how many more the summary lists. */
export function attemptToast(items: { label: string; message: string }[], { t, number }: FormWords = formWords('en')): string {
  const [first, ...others] = items;
  if (!first) return '';
  const more = others.length === 0 ? '' : ` ${t('wizard.moreProblems', { count: others.length, shown: number(others.length) })}`;
  return `${first.label}: ${first.message}${more}`;
}
