import type { FieldDef, FormDefinition } from '../../src/engine/index';
import type { OptionStore } from '../options/option-store';
import { listOfEndpoint } from '../seed/option-lists';
import { csvLine } from './csv';
import type { SubmissionRecord } from './records';

interface Column {
  header: string;
  value: (record: SubmissionRecord) => unknown;
}

interface StoredFile {
  mediaId: string;
}

const SKIPPED_TYPES = new Set(['suggestion', 'reCaptcha']);
const isStoredFile = (value: unknown): value is StoredFile => typeof value === 'object' && value !== null && typeof (value as StoredFile).mediaId === 'string';

/** value → label for a choice field: the server list for API-sourced fields, the definition's options otherwise. */
async function labelsOf(field: FieldDef, options: OptionStore): Promise<Map<string, string>> {
  const labels = new Map(field.options.map((option) => [option.value, option.label]));
  if (field.isComeFromApi && field.endpoint) {
    const { list, kind } = listOfEndpoint(field.endpoint);
    for (const item of await options.list(list, kind)) labels.set(String(item.id), item.title ?? item.name);
  }
  return labels;
}

async function formatter(field: FieldDef, options: OptionStore, mediaUrl: (id: string) => string) {
  const labels = await labelsOf(field, options);
  return (value: unknown, data: Record<string, unknown>): unknown => {
    if (value === undefined || value === null) return '';
    if (field.type === 'image' || field.type === 'file') {
      return (Array.isArray(value) ? value : [value]).filter(isStoredFile).map((file) => mediaUrl(file.mediaId)).join(' ');
    }
    if (field.optionsFrom) {
      const rows = data[field.optionsFrom.field];
      const row = Array.isArray(rows) ? (rows[Number(value)] as Record<string, unknown> | undefined) : undefined;
      return row?.[field.optionsFrom.labelKey] ?? value;
    }
    if (Array.isArray(value)) return value.map((item) => labels.get(String(item)) ?? item).join('; ');
    return labels.get(String(value)) ?? value;
  };
}

/** One column per field in definition order; rows (a component's, a repeatable group's) spread as "members.0.name", ... */
async function columnsOf(definition: FormDefinition, forms: Record<string, FormDefinition>, records: SubmissionRecord[], options: OptionStore, mediaUrl: (id: string) => string) {
  const columns: Column[] = [
    { header: 'id', value: (record) => record.id },
    { header: 'submitted_at', value: (record) => record.createdAt.toISOString() },
    { header: 'form_version', value: (record) => record.formVersion },
  ];
  if (records.some((record) => record.meta)) {
    columns.push({ header: 'ip_address', value: (record) => record.meta?.ip_address ?? '' });
    columns.push({ header: 'submitted_on', value: (record) => record.meta?.submitted_at ?? '' });
  }
  for (const field of definition.fields) {
    if (SKIPPED_TYPES.has(field.type)) continue;
    const rowForm = typeof field.componentProps.rowForm === 'string' ? forms[field.componentProps.rowForm] : undefined;
    // A component's rows follow its row form; a repeatable group's rows, its sub-fields.
    const allRowFields = field.type === 'dynamicArrayField' ? field.fields : field.type === 'component' ? rowForm?.fields : undefined;
    if (allRowFields) {
      const rowCount = Math.max(1, ...records.map((record) => (Array.isArray(record.data[field.name]) ? (record.data[field.name] as unknown[]).length : 0)));
      const rowFields = allRowFields.filter((rowField) => !SKIPPED_TYPES.has(rowField.type));
      const formats = await Promise.all(rowFields.map((rowField) => formatter(rowField, options, mediaUrl)));
      for (let index = 0; index < rowCount; index += 1) {
        rowFields.forEach((rowField, position) => {
          columns.push({
            header: `${field.name}.${index}.${rowField.name}`,
            value: (record) => {
              const row = (record.data[field.name] as Record<string, unknown>[] | undefined)?.[index];
              return row ? formats[position]!(row[rowField.name], row) : '';
            },
          });
        });
      }
      continue;
    }
    const format = await formatter(field, options, mediaUrl);
    columns.push({ header: field.name, value: (record) => format(record.data[field.name], record.data) });
  }
  return columns;
}

/** The spreadsheet of a form's submissions, with files as links to the organisers' media endpoint. */
export async function submissionsCsv(
  definition: FormDefinition,
  forms: Record<string, FormDefinition>,
  records: SubmissionRecord[],
  options: OptionStore,
  mediaUrl: (id: string) => string,
): Promise<string> {
  const columns = await columnsOf(definition, forms, records, options, mediaUrl);
  // A byte order mark so spreadsheet programs read the Arabic names as UTF-8.
  let csv = `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  for (const record of records) csv += csvLine(columns.map((column) => column.value(record)));
  return csv;
}
