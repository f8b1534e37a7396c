import { join } from 'node:path';
import type { StorageConfig } from '../config';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage the config names; scratch files stay in DATA_DIR/tmp on this machine either way. */
export function createStorage(config: StorageConfig, dataDir: string): Storage {
  if (config.kind === 'disk') return new DiskStorage(config.dataDir);
  return new S3Storage(config, join(dataDir, 'tmp'));
}
