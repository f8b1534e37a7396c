import type { FormDefinition } from '../engine/index';

/**
 * Names the field of an error path as people see it: "phone_number" -> "Mobile number",
 * "members.1.email" -> "Team Member 2, Email" (the row form's title), "links.0.url" -> "Links, row 1, URL".
 */
export function errorLabeller(definition: FormDefinition, forms: Record<string, FormDefinition> = {}): (path: string) => string {
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  return (path) => {
    const [name = path, row, ...rest] = path.split('.');
    const field = byName.get(name);
    if (!field) return path;
    if (row === undefined || !/^\d+$/.test(row)) return field.label;
    const rowFormId = field.componentProps.rowForm;
    const rowForm = typeof rowFormId === 'string' ? forms[rowFormId] : undefined;
    const rowName = rowForm ? `${rowForm.title} ${Number(row) + 1}` : `${field.label}, row ${Number(row) + 1}`;
    const sub = (rowForm?.fields ?? field.fields).find((candidate) => candidate.name === rest[0]);
    return sub ? `${rowName}, ${sub.label}` : rowName;
  };
}

/** One toast per failed attempt: the first problem, named, and how many more the summary lists. */
export function attemptToast(items: { label: string; message: string }[]): string {
  const [first, ...others] = items;
  if (!first) return '';
  const more = others.length === 0 ? '' : ` (and ${others.length} more problem${others.length === 1 ? '' : 's'})`;
  return `${first.label}: ${first.message}${more}`;
}
