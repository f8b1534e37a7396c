import { acceptedTypes, FILE_MAX_SIZE, IMAGE_MAX_SIZE, IMAGE_TYPES, type FieldDef, type FormDefinition } from '../../src/engine/index';

export interface FileRule {
  field: FieldDef;
  maxSize: number;
  /**
   * The types the field lets a file's bytes have (".pdf" entries become their types), checked as soon
   * as a file arrives (415); its name is judged with the answers. Empty: any type (dangerous ones are
   * refused everywhere).
   */
  accept: string[];
}

const isUploadField = (field: FieldDef) => field.type === 'image' || field.type === 'file';

export function ruleOf(field: FieldDef): FileRule {
  const cap = field.type === 'image' ? IMAGE_MAX_SIZE : FILE_MAX_SIZE;
  return {
    field,
    maxSize: Math.min(field.validation.maxSize ?? cap, cap),
    accept: acceptedTypes(field.validation.accept ?? (field.type === 'image' ? IMAGE_TYPES : [])),
  };
}

/** Field of a form, or of a component row ("members.2.national_id_photo"), at a key path. */
export function fieldAt(definition: FormDefinition, forms: Record<string, FormDefinition>, path: string[]): FieldDef | undefined {
  const top = definition.fields.find((field) => field.name === path[0]);
  if (!top) return undefined;
  if (path.length === 1 || (path.length === 2 && path[1] === '')) return top;
  const rowFormId = top.componentProps.rowForm;
  if (top.type !== 'component' || typeof rowFormId !== 'string' || path.length !== 3) return undefined;
  return forms[rowFormId]?.fields.find((field) => field.name === path[2]);
}

/** The file rule for a key path, or undefined when no file may be sent there. */
export function fileRuleAt(definition: FormDefinition, forms: Record<string, FormDefinition>, path: string[]): FileRule | undefined {
  const field = fieldAt(definition, forms, path);
  return field && isUploadField(field) ? ruleOf(field) : undefined;
}

/** How many files a whole submission may carry. */
export function maxFilesOf(definition: FormDefinition, forms: Record<string, FormDefinition>): number {
  let count = 0;
  for (const field of definition.fields) {
    if (isUploadField(field)) count += field.validation.maxItems ?? 1;
    const rowForm = typeof field.componentProps.rowForm === 'string' ? forms[field.componentProps.rowForm] : undefined;
    if (field.type === 'component' && rowForm) {
      const perRow = rowForm.fields.filter(isUploadField).reduce((sum, row) => sum + (row.validation.maxItems ?? 1), 0);
      count += perRow * (field.validation.maxItems ?? 6);
    }
  }
  return count;
}

/** Walks the file fields of the answers (rows included). */
export function forEachFileValue(
  definition: FormDefinition,
  forms: Record<string, FormDefinition>,
  values: Record<string, unknown>,
  visit: (holder: Record<string, unknown>, name: string, field: FieldDef) => void,
): void {
  for (const field of definition.fields) {
    if (isUploadField(field)) visit(values, field.name, field);
    const rowForm = typeof field.componentProps.rowForm === 'string' ? forms[field.componentProps.rowForm] : undefined;
    const rows = values[field.name];
    if (field.type !== 'component' || !rowForm || !Array.isArray(rows)) continue;
    for (const row of rows) {
      if (typeof row !== 'object' || row === null) continue;
      for (const rowField of rowForm.fields.filter(isUploadField)) visit(row as Record<string, unknown>, rowField.name, rowField);
    }
  }
}
