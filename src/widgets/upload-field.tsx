import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { accepts, catalogueFor, isFileLike } from '../engine/index';
import { LOCALES, type Language } from '../lib/i18n/languages';
import type { WidgetProps } from '../lib/widget-contract';
import { FilePreview } from './file-preview';
import { joinIds } from './widget-helpers';
import { useWidgetWords } from './widget-words';

/** Only one file per field: the value is a single File. */
const MAX_FILES = 1;

export interface UploadRules {
  /** MIME types, "image/*" wildcards or ".ext" entries; empty accepts anything. */
  accept: string[];
  maxSize: number;
  thumbnail: boolean;
}

/** The specification's messages (section 5), one per problem of each rejected file, in the page's language. */
export function rejectionMessages(rejections: readonly FileRejection[], maxSize: number, language: Language = 'en'): string[] {
  const messages = catalogueFor(language);
  if (rejections.some(({ errors }) => errors.some((error) => error.code === 'too-many-files'))) {
    return [messages.maxFiles({ max: MAX_FILES })];
  }
  return rejections.flatMap(({ file, errors }) =>
    errors.map((error) => {
      if (error.code === 'file-too-large') return messages.fileTooLarge({ file: file.name, maxSize });
      if (error.code === 'file-invalid-type') return messages.fileType({ file: file.name, accept: [] });
      return error.message;
    }),
  );
}

/** "SVG, PNG, JPEG or GIF, up to 10 MB" */
function describeRules(accept: string[], maxSize: number, { t, language }: ReturnType<typeof useWidgetWords>): string {
  const kinds = accept.map((entry) =>
    entry.startsWith('.')
      ? entry.slice(1).toUpperCase()
      : (entry.split('/')[1] ?? entry).replace(/\+.*$/, '').replace('*', 'any').toUpperCase(),
  );
  // Written as the engine's messages of the page's language write it: "10 MB", "10 ميجابايت".
  const size = catalogueFor(language).bytes(maxSize);
  if (kinds.length === 0) return t('upload.anyFile', { size });
  const list = new Intl.ListFormat(LOCALES[language], { type: 'disjunction' }).format(kinds);
  return t('upload.kinds', { kinds: list, size });
}

/**
 * Drag and drop or choose a file. The real file input is the labelled, focusable control (Space or
 * Enter opens the picker); types are checked with the engine's `accepts`, as the server checks them.
 * Chromium exposes a file input as a button and drops `required` from it: the role description and
 * the description's first word say both.
 */
export function UploadField(props: WidgetProps<File | null> & UploadRules) {
  const { id, value, onChange, onBlur, invalid, describedBy, required, disabled, accept, maxSize, thumbnail } = props;
  const [problems, setProblems] = useState<string[]>([]);
  const words = useWidgetWords();
  const { t } = words;
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    maxSize,
    maxFiles: MAX_FILES,
    multiple: false,
    disabled,
    noKeyboard: true,
    // During a drag the browser shows DataTransferItems, which have no name yet: judge them on drop.
    validator: (file) =>
      typeof file.name !== 'string' || accepts(accept, file)
        ? null
        : { code: 'file-invalid-type', message: catalogueFor(words.language).fileType({ file: file.name, accept: [] }) },
    onDrop: (accepted, rejected) => {
      setProblems(rejectionMessages(rejected, maxSize, words.language));
      const [file] = accepted;
      if (file) onChange(file);
    },
  });
  const file = isFileLike(value) ? value : null;
  const instructionsId = `${id}-instructions`;
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const previewId = `${id}-preview`;

  return (
    <div className="widget-upload">
      <div {...getRootProps({ className: isDragActive ? 'widget-dropzone is-drag-active' : 'widget-dropzone' })}>
        <input
          {...getInputProps({
            id,
            tabIndex: 0,
            accept: accept.length > 0 ? accept.join(',') : undefined,
            disabled,
            onBlur,
            required,
            'aria-required': required,
            'aria-roledescription': t('upload.roleDescription'),
            'aria-invalid': invalid,
            'aria-describedby': joinIds(instructionsId, describedBy, hintId, problems.length > 0 && problemsId, file && previewId),
          })}
        />
        <p id={instructionsId}>
          {required ? <span className="visually-hidden">{t('upload.required')} </span> : null}
          {isDragActive ? t('upload.drop') : t('upload.instructions')}
        </p>
        <p id={hintId} className="widget-hint">
          {describeRules(accept, maxSize, words)}
        </p>
      </div>
      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="widget-upload-problems">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {file && (
        <FilePreview
          id={previewId}
          file={file}
          thumbnail={thumbnail}
          disabled={disabled}
          onRemove={() => {
            onChange(null);
            setProblems([]);
            inputRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
