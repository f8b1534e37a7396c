import { readdirSync } from 'node:fs';
import { DiskStorage } from '../storage/disk-storage';
import type { Storage } from '../storage/storage';

const disk = (storage: Storage): DiskStorage => {
  if (!(storage instanceof DiskStorage)) throw new Error('These helpers read a DiskStorage (createTestApp’s default)');
  return storage;
};

/** Final files of a test app's disk storage. */
export const storedFiles = (storage: Storage): string[] => readdirSync(disk(storage).uploadsDir);

/** Files put under temporary keys and not promoted (nor removed) yet. */
export const temporaryFiles = (storage: Storage): string[] => readdirSync(disk(storage).temporaryDir);
