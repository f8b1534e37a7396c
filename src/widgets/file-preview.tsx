import { useEffect, useState } from 'react';
import { formatBytes, type FileLike } from '../engine/index';

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
  return (
    <div id={id} className="widget-file-preview">
      {url && <img className="widget-file-thumb" src={url} alt={`Preview of ${file.name}`} />}
      <dl className="widget-file-facts">
        <dt>Name</dt>
        <dd>{file.name}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(file.size)}</dd>
        <dt>Type</dt>
        <dd>{file.type || 'unknown'}</dd>
      </dl>
      <button type="button" onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name}`}>
        Remove
      </button>
    </div>
  );
}
