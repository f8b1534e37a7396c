import type { Option } from '../../../engine/index';
import { useT } from '../../../lib/i18n/translate';
import type { FileLink } from './applications-api';

type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A stored file as the detail sends it; read by shape, so no field type is compared here. */
export const isFileLink = (value: unknown): value is FileLink =>
  isObject(value) && typeof value.url === 'string' && typeof value.name === 'string';
/** Rows of a table (team members, a repeated group): objects that are not files. */
export const isRows = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isObject(item) && !isFileLink(item));

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const optionLabel = (options: Option[], value: unknown) => options.find((option) => option.value === String(value))?.label ?? String(value);

function FileAnswer({ file, label, person }: { file: FileLink; label: string; person: string }) {
  const t = useT();
  // Photos inline, the session authorises them; anything else is a link to open.
  if (file.type?.startsWith('image/')) {
    return (
      <figure className="console-photo">
        <img src={file.url} alt={t('console.answer.photoOf', { label, person })} loading="lazy" />
        <figcaption>
          <a href={file.url} dir="auto">
            {file.name}
          </a>
        </figcaption>
      </figure>
    );
  }
  return (
    <a href={file.url} dir="auto">
      {file.name}
    </a>
  );
}

interface AnswerValueProps {
  value: unknown;
  /** The field's label, for a photo's text alternative. */
  label: string;
  /** Whose answer it is, for a photo's text alternative. */
  person: string;
  options: Option[];
}

/** One answer: option labels, Yes/No, photos shown, other files linked, 'Not answered' when empty; text in its own direction. */
export function AnswerValue({ value, label, person, options }: AnswerValueProps) {
  const t = useT();
  if (isEmpty(value)) return <span className="console-muted">{t('console.answer.none')}</span>;
  if (isFileLink(value)) return <FileAnswer file={value} label={label} person={person} />;
  if (Array.isArray(value) && value.every(isFileLink)) {
    return (
      <ul className="console-files">
        {value.map((file) => (
          <li key={file.url}>
            <FileAnswer file={file} label={label} person={person} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t('console.answer.yes') : t('console.answer.no')}</>;
  if (Array.isArray(value))
    return <span dir="auto">{value.map((item) => optionLabel(options, item)).join(t('console.list.separator'))}</span>;
  if (isObject(value)) return <span dir="ltr">{JSON.stringify(value)}</span>;
  return (
    <span className="console-answer-text" dir="auto">
      {options.length > 0 ? optionLabel(options, value) : String(value)}
    </span>
  );
}
