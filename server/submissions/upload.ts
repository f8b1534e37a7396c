import type { FileLike } from '../../src/engine/index';

/** A file received in this request, waiting in the temp directory; the engine sees it as a FileLike. */
export class Upload implements FileLike {
  constructor(
    readonly name: string,
    readonly size: number,
    /** Detected from the bytes. */
    readonly type: string,
    readonly tempPath: string,
    readonly sha256: string,
    /** Where it was sent, e.g. "members.1.national_id_photo". */
    readonly fieldPath: string,
  ) {}
}

/** A client's file name, reduced to something safe to keep and show in a download. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}
