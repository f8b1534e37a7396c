import { acceptedTypes, traitsOf, type FieldDef, type FormDefinition, type UploadTraits } from '../../src/engine/index';

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

const isUploadField = (field: FieldDef) => traitsOf(field).upload !== undefined;

/** The embedded form whose fields make a row of this field (the members table's member form). */
function rowFormOf(field: FieldDef, forms: Record<string, FormDefinition>): FormDefinition | undefined {
  const rowForm = field.componentProps.rowForm;
  return traitsOf(field).rowsFrom === 'rowForm' && typeof rowForm === 'string' ? forms[rowForm] : undefined;
}

function ruleOf(field: FieldDef, upload: UploadTraits): FileRule {
  return {
    field,
    maxSize: Math.min(field.validation.maxSize ?? upload.maxSize, upload.maxSize),
    accept: acceptedTypes(field.validation.accept ?? upload.accept),
  };
}

/** Field of a form, or of a component row ("members.2.national_id_photo"), at a key path. */
export function fieldAt(definition: FormDefinition, forms: Record<string, FormDefinition>, path: string[]): FieldDef | undefined {
  const top = definition.fields.find((field) => field.name === path[0]);
  if (!top) return undefined;
  if (path.length === 1 || (path.length === 2 && path[1] === '')) return top;
  if (path.length !== 3) return undefined;
  return rowFormOf(top, forms)?.fields.find((field) => field.name === path[2]);
}

/** The file rule for a key path, or undefined when no file may be sent there. */
export function fileRuleAt(definition: FormDefinition, forms: Record<string, FormDefinition>, path: string[]): FileRule | undefined {
  const field = fieldAt(definition, forms, path);
  const upload = field && traitsOf(field).upload;
  return field && upload ? ruleOf(field, upload) : undefined;
}

/** How many files a whole submission may carry. */
export function maxFilesOf(definition: FormDefinition, forms: Record<string, FormDefinition>): number {
  let count = 0;
  for (const field of definition.fields) {
    if (isUploadField(field)) count += field.validation.maxItems ?? 1;
    const rowForm = rowFormOf(field, forms);
    if (rowForm) {
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
    const rowForm = rowFormOf(field, forms);
    const rows = values[field.name];
    if (!rowForm || !Array.isArray(rows)) continue;
    for (const row of rows) {
      if (typeof row !== 'object' || row === null) continue;
      for (const rowField of rowForm.fields.filter(isUploadField)) visit(row as Record<string, unknown>, rowField.name, rowField);
    }
  }
}
