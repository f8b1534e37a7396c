import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { accepts, defaultMessages, formatBytes, isFileLike } from '../engine/index';
import type { WidgetProps } from '../lib/widget-contract';
import { FilePreview } from './file-preview';
import { joinIds } from './widget-helpers';

/** Only one file per field: the value is a single File. */
const MAX_FILES = 1;

export interface UploadRules {
  /** MIME types, "image/*" wildcards or ".ext" entries; empty accepts anything. */
  accept: string[];
  maxSize: number;
  thumbnail: boolean;
}

/** The specification's messages (section 5), one per problem of each rejected file. */
export function rejectionMessages(rejections: readonly FileRejection[], maxSize: number): string[] {
  if (rejections.some(({ errors }) => errors.some((error) => error.code === 'too-many-files'))) {
    return [defaultMessages.maxFiles(MAX_FILES)];
  }
  return rejections.flatMap(({ file, errors }) =>
    errors.map((error) => {
      if (error.code === 'file-too-large') return defaultMessages.fileTooLarge(file.name, formatBytes(maxSize));
      if (error.code === 'file-invalid-type') return defaultMessages.fileType(file.name);
      return error.message;
    }),
  );
}

/** "SVG, PNG, JPEG or GIF, up to 10 MB" */
function describeRules(accept: string[], maxSize: number): string {
  const kinds = accept.map((entry) =>
    entry.startsWith('.')
      ? entry.slice(1).toUpperCase()
      : (entry.split('/')[1] ?? entry).replace(/\+.*$/, '').replace('*', 'any').toUpperCase(),
  );
  const size = `up to ${formatBytes(maxSize)}`;
  if (kinds.length === 0) return `Any file, ${size}`;
  const list = kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
  return `${list}, ${size}`;
}

/** What the drop zone says, and what its input is described by: the keys as well as the mouse. */
export const UPLOAD_INSTRUCTIONS = 'Press Enter or Space to choose a file, or drag and drop it here';

/**
 * Drag and drop or choose a file. The real file input is the labelled, focusable control (Space or
 * Enter opens the picker); types are checked with the engine's `accepts`, as the server checks them.
 * Chromium exposes a file input as a button and drops `required` from it: the role description and
 * the description's first word say both.
 */
export function UploadField(props: WidgetProps<File | null> & UploadRules) {
  const { id, value, onChange, onBlur, invalid, describedBy, required, disabled, accept, maxSize, thumbnail } = props;
  const [problems, setProblems] = useState<string[]>([]);
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
        : { code: 'file-invalid-type', message: defaultMessages.fileType(file.name) },
    onDrop: (accepted, rejected) => {
      setProblems(rejectionMessages(rejected, maxSize));
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
            'aria-roledescription': 'file input',
            'aria-invalid': invalid,
            'aria-describedby': joinIds(instructionsId, describedBy, hintId, problems.length > 0 && problemsId, file && previewId),
          })}
        />
        <p id={instructionsId}>
          {required ? <span className="visually-hidden">Required. </span> : null}
          {isDragActive ? 'Drop the file here' : UPLOAD_INSTRUCTIONS}
        </p>
        <p id={hintId} className="widget-hint">
          {describeRules(accept, maxSize)}
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
