import { traitsOf, type FieldDef, type FormDefinition, type Language } from '../../src/engine/index';
import type { OptionStore } from '../options/option-store';
import { choiceOptions } from './choice-labels';
import { csvLine } from './csv';
import { ownHeading } from './export-language';
import type { SubmissionRecord } from './records';

interface Column {
  header: string;
  value: (record: SubmissionRecord) => unknown;
}

interface StoredFile {
  mediaId: string;
}

const isExported = (field: FieldDef) => traitsOf(field).exportAs !== 'none';
const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && typeof (value as StoredFile).mediaId === 'string';

async function formatter(field: FieldDef, options: OptionStore, mediaUrl: (id: string) => string, language: Language) {
  const labels = new Map((await choiceOptions(field, options, language)).map((option) => [option.value, option.label]));
  return (value: unknown, data: Record<string, unknown>): unknown => {
    if (value === undefined || value === null) return '';
    if (traitsOf(field).exportAs === 'fileLinks') {
      return (Array.isArray(value) ? value : [value])
        .filter(isStoredFile)
        .map((file) => mediaUrl(file.mediaId))
        .join(' ');
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

/** A column of answers: its header and its cell from one submission's answers. */
export interface AnswerColumn {
  header: string;
  value: (data: Record<string, unknown>) => unknown;
}

/** How answer columns are headed: by field name ("members.0.name") or by the form's labels. */
export interface ColumnHeaders {
  field: (field: FieldDef) => string;
  row: (field: FieldDef, index: number, rowField: FieldDef) => string;
}

export const NAME_HEADERS: ColumnHeaders = {
  field: (field) => field.name,
  row: (field, index, rowField) => `${field.name}.${index}.${rowField.name}`,
};

/** Headed as the applicant read the form, in the definition's language: "Governorate", "Members 2: Full name". */
export const LABEL_HEADERS: ColumnHeaders = {
  field: (field) => field.label,
  row: (field, index, rowField) => `${field.label} ${index + 1}: ${rowField.label}`,
};

/** A field whose answer is a list of rows (a component's, a repeatable group's), with the fields of a row. */
export interface RowFields {
  field: FieldDef;
  rowFields: FieldDef[];
}

/** The form's fields that hold rows, in definition order. */
export function rowFieldsOf(definition: FormDefinition, forms: Record<string, FormDefinition>): RowFields[] {
  return definition.fields.flatMap((field) => {
    const { exportAs, rowsFrom } = traitsOf(field);
    if (exportAs !== 'rows') return [];
    const rowForm = typeof field.componentProps.rowForm === 'string' ? forms[field.componentProps.rowForm] : undefined;
    // A component's rows follow its row form; a repeatable group's rows, its sub-fields.
    const allRowFields = rowsFrom === 'subFields' ? field.fields : rowsFrom === 'rowForm' ? rowForm?.fields : undefined;
    return allRowFields ? [{ field, rowFields: allRowFields.filter(isExported) }] : [];
  });
}

export interface AnswerColumnOptions {
  options: OptionStore;
  /** The link of an uploaded file. */
  mediaUrl: (id: string) => string;
  /** How many rows of a row-holding field get columns (at least one). */
  rowCount: (field: FieldDef) => number;
  headers: ColumnHeaders;
}

/**
 * One column per field in definition order, answers labelled in the definition's language; rows spread over
 * `rowCount(field)` groups of columns.
 */
export async function answerColumns(
  definition: FormDefinition,
  forms: Record<string, FormDefinition>,
  context: AnswerColumnOptions,
): Promise<AnswerColumn[]> {
  const { options, mediaUrl, rowCount, headers } = context;
  const rowFieldsByName = new Map(rowFieldsOf(definition, forms).map(({ field, rowFields }) => [field.name, rowFields]));
  const columns: AnswerColumn[] = [];
  for (const field of definition.fields) {
    if (!isExported(field)) continue;
    const rowFields = rowFieldsByName.get(field.name);
    if (rowFields) {
      const formats = await Promise.all(rowFields.map((rowField) => formatter(rowField, options, mediaUrl, definition.language)));
      for (let index = 0; index < Math.max(1, rowCount(field)); index += 1) {
        rowFields.forEach((rowField, position) => {
          columns.push({
            header: headers.row(field, index, rowField),
            value: (data) => {
              const row = (data[field.name] as Record<string, unknown>[] | undefined)?.[index];
              return row ? formats[position]!(row[rowField.name], row) : '';
            },
          });
        });
      }
      continue;
    }
    const format = await formatter(field, options, mediaUrl, definition.language);
    columns.push({ header: headers.field(field), value: (data) => format(data[field.name], data) });
  }
  return columns;
}

const rowsIn = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * The submissions' own columns, then the answers headed by field name ("members.0.name"), or, `labelled`, every
 * column headed for people in the definition's language; rows as many as the longest answer.
 */
async function columnsOf(
  definition: FormDefinition,
  forms: Record<string, FormDefinition>,
  records: SubmissionRecord[],
  context: Pick<AnswerColumnOptions, 'options' | 'mediaUrl'> & { labelled: boolean },
) {
  const { options, mediaUrl, labelled } = context;
  const heading = (name: string, column: Parameters<typeof ownHeading>[0]) => (labelled ? ownHeading(column, definition.language) : name);
  const columns: Column[] = [
    { header: heading('id', 'id'), value: (record) => record.id },
    { header: heading('submitted_at', 'submittedAt'), value: (record) => record.createdAt.toISOString() },
    { header: heading('form_version', 'formVersion'), value: (record) => record.formVersion },
  ];
  if (records.some((record) => record.meta)) {
    columns.push({ header: heading('ip_address', 'ipAddress'), value: (record) => record.meta?.ip_address ?? '' });
    columns.push({ header: heading('submitted_on', 'submittedOn'), value: (record) => record.meta?.submitted_at ?? '' });
  }
  const rowCount = (field: FieldDef) => Math.max(0, ...records.map((record) => rowsIn(record.data[field.name])));
  const headers = labelled ? LABEL_HEADERS : NAME_HEADERS;
  const answers = await answerColumns(definition, forms, { options, mediaUrl, rowCount, headers });
  const byRecord = answers.map((column) => ({ header: column.header, value: (record: SubmissionRecord) => column.value(record.data) }));
  return [...columns, ...byRecord];
}

/**
 * The spreadsheet of a form's submissions, with files as links to the organisers' media endpoint; `labelled`,
 * headed with the form's labels in the definition's language instead of field names.
 */
export async function submissionsCsv(
  definition: FormDefinition,
  forms: Record<string, FormDefinition>,
  records: SubmissionRecord[],
  options: OptionStore,
  mediaUrl: (id: string) => string,
  labelled = false,
): Promise<string> {
  const columns = await columnsOf(definition, forms, records, { options, mediaUrl, labelled });
  // A byte order mark so spreadsheet programs read the Arabic names as UTF-8.
  let csv = `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  for (const record of records) csv += csvLine(columns.map((column) => column.value(record)));
  return csv;
}
