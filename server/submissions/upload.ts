import type { FileLike } from '../../src/engine/index';

/** A file received in this request, waiting in the temp directory; the engine sees it as a FileLike. */
export class Upload implements FileLike {
  constructor(
    readonly name: string,
    /** Bytes in the temp file: as received, or as re-encoded (server/uploads/reencode-image.ts). */
    public size: number,
    /** Detected from the bytes. */
    readonly type: string,
    readonly tempPath: string,
    /** Of the bytes received, for the Idempotency-Key digest. */
    readonly sha256: string,
    /** Where it was sent, e.g. "members.1.national_id_photo". */
    readonly fieldPath: string,
  ) {}
}

/** A client's file name, reduced to something safe to keep and show in a download. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const kept = [...base.replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '').trim()];
  // Cut by characters, not UTF-16 units (half an emoji cannot be stored), keeping the extension.
  const dot = kept.lastIndexOf('.');
  const extension = dot > 0 && kept.length - dot <= 10 ? kept.slice(dot) : [];
  const cleaned = kept.length <= 200 ? kept : [...kept.slice(0, 200 - extension.length), ...extension];
  return cleaned.join('') || 'file';
}
