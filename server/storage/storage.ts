import type { Readable } from 'node:stream';

/** A stored file being read. */
export interface StoredFile {
  size: number;
  stream: Readable;
}

/** A stored file as listed, for the sweeper. */
export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}

export type StorageArea = 'temporary' | 'final';

/**
 * Where uploaded files live: DATA_DIR on this machine (disk-storage.ts) or a bucket every instance
 * shares (s3-storage.ts). A request reads its files into local scratch, puts them under temporary keys
 * before its transaction, stores rows with the final keys, and promotes the files once it commits
 * (submissions/store-with-files.ts). The sweeper (sweeper.ts) finishes or removes what a crash leaves.
 */
export interface Storage {
  /** Local scratch folder of this instance (request files while they are read). */
  readonly tmpDir: string;
  newTempPath(): string;
  /** Removes a scratch file; nothing happens if it is gone. */
  discard(tempPath: string): Promise<void>;
  /** Removes scratch files last written before `olderThan`; returns how many. */
  sweepScratch(olderThan: Date): Promise<number>;

  /** Moves a finished scratch file into the store (streamed) under a new temporary key; on failure the scratch file stays the caller's. */
  put(tempPath: string): Promise<string>;
  /** Moves a temporary file to its final key (keys.ts finalKeyOf); done again, it changes nothing. */
  promote(temporaryKey: string): Promise<string>;
  /** Removes a stored file; nothing happens if it is gone. */
  remove(key: string): Promise<void>;
  /** A stored file as a stream, or undefined when there is none under this key. */
  open(key: string): Promise<StoredFile | undefined>;
  /** A stored file's size without reading it (a HEAD request), or undefined when there is none under this key. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Throws when files cannot be stored (GET /api/v1/ready). */
  ping(): Promise<void>;
  /** Every stored file of an area, a page at a time. */
  list(area: StorageArea): AsyncIterable<StoredEntry[]>;
}
