import { isFileLike, traitsOf, type FieldDef, type Option } from '../engine/index';

const optionLabel = (options: Option[], value: unknown) => options.find((option) => option.value === String(value))?.label ?? String(value);

/** An answer as the review step reads it: option labels, file names, Yes/No, row names. */
export function answerText(field: FieldDef, value: unknown, options: Option[] = field.options): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'Not answered';
  if (isFileLike(value)) return value.name;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (traitsOf(field).value === 'rows') {
    const rows = Array.isArray(value) ? value : [];
    const names = rows.map((row, index) => {
      const named = typeof row === 'object' && row !== null ? (row as Record<string, unknown>).name : undefined;
      return typeof named === 'string' && named !== '' ? named : `Row ${index + 1}`;
    });
    return `${rows.length} (${names.join(', ')})`;
  }
  if (Array.isArray(value)) return value.map((item) => optionLabel(options, item)).join(', ');
  if (options.length > 0) return optionLabel(options, value);
  return String(value);
}
