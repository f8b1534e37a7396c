import type { FieldDef } from '../../engine/index';
import { formWords, type FormWords } from '../../form-react/index';

type Row = Record<string, unknown>;

const FILE_KEYS = new Set(['name', 'size', 'type']);
const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
// The server sends files as { name } only: read by shape, so no field type is compared here.
const isFile = (value: unknown): value is { name: string } =>
  isObject(value) && typeof value.name === 'string' && Object.keys(value).every((key) => FILE_KEYS.has(key));
// A field with a row form holds rows; without a definition, a list of objects that are not files.
const hasRows = (field: FieldDef) => field.fields.length > 0 || typeof field.componentProps.rowForm === 'string';
const isRows = (value: unknown, field: FieldDef | undefined): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every(isObject) && (field ? hasRows(field) : !value.every(isFile));

/** One answer as text: option labels where the definition fixes them, file names, Yes/No. */
export function answerText(value: unknown, field?: FieldDef, words: FormWords = formWords('en')): string {
  const { t, list } = words;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('answer.notAnswered');
  if (typeof value === 'boolean') return value ? t('answer.yes') : t('answer.no');
  if (isFile(value)) return value.name;
  if (Array.isArray(value)) return list(value.map((item) => answerText(item, field, words)));
  if (isObject(value))
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${answerText(item, undefined, words)}`)
      .join('; ');
  return field?.options.find((option) => option.value === String(value))?.label ?? String(value);
}

interface AnswerEntriesProps {
  answers: Row;
  /** The definition's fields; without them the answers are listed under their raw names. */
  fields?: FieldDef[];
  /** The fields of a table's rows (the member form of the members table). */
  rowFields: (field: FieldDef | undefined) => FieldDef[] | undefined;
  words: FormWords;
}

/** Answers as a definition list; rows of a table as a nested list of the same. */
export function AnswerEntries({ answers, fields, rowFields, words }: AnswerEntriesProps) {
  const entries: [string, unknown, FieldDef | undefined][] = fields
    ? fields.filter((field) => field.name in answers).map((field) => [field.label, answers[field.name], field])
    : Object.entries(answers).map(([name, value]) => [name, value, undefined]);
  return (
    <dl className="answer-list">
      {entries.map(([label, value, field]) => (
        <div key={field?.name ?? label} className="answer-row">
          <dt>{label}</dt>
          <dd>
            {isRows(value, field) ? (
              <ol className="answer-rows">
                {value.map((row, index) => (
                  <li key={index}>
                    <AnswerEntries answers={row} fields={rowFields(field)} rowFields={() => undefined} words={words} />
                  </li>
                ))}
              </ol>
            ) : (
              // <bdi> (dir="auto"): an Arabic name or answer reads right to left on either page.
              <bdi>{answerText(value, field, words)}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
