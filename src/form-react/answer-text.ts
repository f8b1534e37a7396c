import { isFileLike, traitsOf, type FieldDef, type Option } from '../engine/index';
import { formWords, type FormWords } from './form-words';

const optionLabel = (options: Option[], value: unknown) => options.find((option) => option.value === String(value))?.label ?? String(value);

/** An answer as the review step reads it: option labels, file names, Yes/No, row names. */
export function answerText(field: FieldDef, value: unknown, options: Option[] = field.options, words: FormWords = formWords('en')): string {
  const { t, number, list } = words;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('answer.notAnswered');
  if (isFileLike(value)) return value.name;
  if (typeof value === 'boolean') return value ? t('answer.yes') : t('answer.no');
  if (traitsOf(field).value === 'rows') {
    const rows = Array.isArray(value) ? value : [];
    const names = rows.map((row, index) => {
      const named = typeof row === 'object' && row !== null ? (row as Record<string, unknown>).name : undefined;
      return typeof named === 'string' && named !== '' ? named : t('answer.row', { row: number(index + 1) });
    });
    return `${number(rows.length)} (${list(names)})`;
  }
  if (Array.isArray(value)) return list(value.map((item) => optionLabel(options, item)));
  if (options.length > 0) return optionLabel(options, value);
  return String(value);
}
