import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskStorage } from '../storage/disk-storage';
import { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { startS3Server, type S3Server } from './s3-server';

export interface StorageFixture {
  storage: Storage;
  /** Makes a stored file look last written `ms` ago. */
  backdate: (key: string, ms: number) => Promise<void>;
  /** Another instance starting on the same DATA_DIR or bucket. */
  another: () => Storage;
  /** The S3 server behind an S3 storage. */
  server?: S3Server;
  close: () => Promise<void>;
}

const aged = (ms: number) => new Date(Date.now() - ms);

async function diskFixture(): Promise<StorageFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sac-storage-'));
  const storage = new DiskStorage(dataDir);
  return {
    storage,
    another: () => new DiskStorage(dataDir),
    backdate: (key, ms) => utimes(storage.pathOf(key), aged(ms), aged(ms)),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function s3Fixture(): Promise<StorageFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sac-storage-'));
  const server = await startS3Server();
  const storage = new S3Storage(server.config, join(dataDir, 'tmp'));
  const others: S3Storage[] = [];
  return {
    storage,
    server,
    another: () => {
      others.push(new S3Storage(server.config, join(dataDir, 'tmp')));
      return others.at(-1)!;
    },
    backdate: server.backdate,
    close: async () => {
      for (const other of [storage, ...others]) other.destroy();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Both implementations, for one behaviour suite run against each (describe.each). */
export const storageFixtures: [string, () => Promise<StorageFixture>][] = [
  ['disk', diskFixture],
  ['S3', s3Fixture],
];

/** A finished scratch file with these bytes, as a request leaves it. */
export function scratchFile(storage: Storage, bytes: Buffer | string): string {
  const path = storage.newTempPath();
  writeFileSync(path, bytes);
  return path;
}

/** Every key of an area. */
export async function keysOf(storage: Storage, area: 'temporary' | 'final'): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.list(area)) keys.push(...page.map((entry) => entry.key));
  return keys.sort();
}

/** Whether a file is stored under the key (its stream is closed unread). */
export async function isStored(storage: Storage, key: string): Promise<boolean> {
  const file = await storage.open(key);
  file?.stream.destroy();
  return file !== undefined;
}
