import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * This instance's local scratch folder: a request's files while it is read and checked (sharp reads
 * and writes files). Never shared, never wiped at start: another process on the same DATA_DIR may be
 * using it, so only files untouched for a long time are removed (sweep).
 */
export class Scratch {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  newPath(): string {
    return join(this.dir, `${randomUUID()}.part`);
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /** Removes scratch files last written before `olderThan` (left by a crash mid-request); returns how many. */
  async sweep(olderThan: Date): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile() || info.mtime >= olderThan) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }
}

/** The scratch half of every storage: the same local folder whatever holds the kept files. */
export abstract class StorageWithScratch {
  protected readonly scratch: Scratch;
  /** Names this process's temporaries, so a start never takes another instance's for its own. */
  protected readonly instance = randomUUID();

  protected constructor(scratchDir: string) {
    this.scratch = new Scratch(scratchDir);
  }

  get tmpDir(): string {
    return this.scratch.dir;
  }

  newTempPath(): string {
    return this.scratch.newPath();
  }

  discard(tempPath: string): Promise<void> {
    return this.scratch.discard(tempPath);
  }

  sweepScratch(olderThan: Date): Promise<number> {
    return this.scratch.sweep(olderThan);
  }
}
