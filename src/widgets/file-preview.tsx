import { useEffect, useState } from 'react';
import { catalogueFor, type FileLike } from '../engine/index';
import { useWidgetWords } from './widget-words';

/** An object URL for the blob, revoked when the blob changes or the component leaves. */
function useObjectUrl(blob: Blob | null): string | undefined {
  const [entry, setEntry] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // Never hand out the URL of a previous (already revoked) file.
  return entry?.blob === blob ? entry.url : undefined;
}

interface FilePreviewProps {
  id: string;
  file: FileLike;
  thumbnail: boolean;
  disabled: boolean;
  onRemove: () => void;
}

/** The chosen file: its name, size and type, a thumbnail for images, and a way to take it back. */
export function FilePreview({ id, file, thumbnail, disabled, onRemove }: FilePreviewProps) {
  const url = useObjectUrl(thumbnail && file instanceof Blob ? file : null);
  const { t, language } = useWidgetWords();
  return (
    <div id={id} className="widget-file-preview">
      {url && <img className="widget-file-thumb" src={url} alt={t('file.previewOf', { name: file.name })} />}
      <dl className="widget-file-facts">
        <dt>{t('file.name')}</dt>
        <dd dir="auto">{file.name}</dd>
        <dt>{t('file.size')}</dt>
        <dd>{catalogueFor(language).bytes(file.size)}</dd>
        <dt>{t('file.type')}</dt>
        <dd dir="auto">{file.type || t('file.unknownType')}</dd>
      </dl>
      <button type="button" onClick={onRemove} disabled={disabled} aria-label={t('file.removeNamed', { name: file.name })}>
        {t('widget.remove')}
      </button>
    </div>
  );
}
