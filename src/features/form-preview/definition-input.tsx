import { useDropzone } from 'react-dropzone';
import { useFormWords } from '../../form-react/index';

/** Where an organiser pastes a definition or drops a .json file. */
export function DefinitionInput({ text, onText }: { text: string; onText: (text: string) => void }) {
  const { t } = useFormWords();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'application/json': ['.json'] },
    maxFiles: 1,
    maxSize: 4_000_000,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: ([file]) => void file?.text().then(onText),
  });
  return (
    <div {...getRootProps({ className: `preview-input${isDragActive ? ' preview-dragging' : ''}` })}>
      <label htmlFor="definition-text">{t('preview.input')}</label>
      <textarea id="definition-text" value={text} onChange={(event) => onText(event.target.value)} spellCheck={false} rows={24} dir="ltr" />
      <input {...getInputProps()} aria-label={t('preview.file')} />
      <button type="button" className="button button-secondary" onClick={open}>
        {t('preview.open')}
      </button>
    </div>
  );
}
