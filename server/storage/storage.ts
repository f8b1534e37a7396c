import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, rmSync } from 'node:fs';
import { access, constants, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files live in DATA_DIR/uploads under generated names, outside the web root; a request's
 * files wait in DATA_DIR/tmp until its row is stored.
 */
export class Storage {
  readonly tmpDir: string;
  readonly uploadsDir: string;

  constructor(dataDir: string) {
    this.tmpDir = join(dataDir, 'tmp');
    this.uploadsDir = join(dataDir, 'uploads');
    // Leftovers of a crash mid-request belong to no row.
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
    mkdirSync(this.uploadsDir, { recursive: true });
  }

  newTempPath(): string {
    return join(this.tmpDir, `${randomUUID()}.part`);
  }

  /** Moves a finished temp file into storage; returns its storage key. */
  async keep(tempPath: string): Promise<string> {
    const key = randomUUID();
    await rename(tempPath, this.pathOf(key));
    return key;
  }

  pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('Invalid storage key');
    return join(this.uploadsDir, key);
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /** Throws when files cannot be stored (GET /api/v1/ready). */
  async ping(): Promise<void> {
    await access(this.uploadsDir, constants.W_OK);
  }

  async open(key: string) {
    const path = this.pathOf(key);
    const { size } = await stat(path);
    return { size, stream: createReadStream(path) };
  }
}
