import { mkdirSync } from 'node:fs';
import { access, constants, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkKey, finalKeyOf, isFinalKey, isTemporaryKey, newTemporaryKey, TEMPORARY_PREFIX } from './keys';
import { StorageWithScratch } from './scratch';
import type { Storage, StorageArea, StoredEntry, StoredFile } from './storage';

const PAGE = 500;
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Files in DATA_DIR, outside the web root: scratch in tmp/, temporaries in uploads-tmp/ (one file
 * `<instance>.<uuid>` per key), final files in uploads/<uuid>. Moves are renames on one file system.
 */
export class DiskStorage extends StorageWithScratch implements Storage {
  readonly uploadsDir: string;
  readonly temporaryDir: string;
  constructor(dataDir: string) {
    super(join(dataDir, 'tmp'));
    this.uploadsDir = join(dataDir, 'uploads');
    this.temporaryDir = join(dataDir, 'uploads-tmp');
    mkdirSync(this.uploadsDir, { recursive: true });
    mkdirSync(this.temporaryDir, { recursive: true });
  }

  async put(tempPath: string): Promise<string> {
    const key = newTemporaryKey(this.instance);
    await rename(tempPath, this.pathOf(key));
    return key;
  }

  async promote(temporaryKey: string): Promise<string> {
    const finalKey = finalKeyOf(temporaryKey);
    try {
      await rename(this.pathOf(temporaryKey), this.pathOf(finalKey));
    } catch (error) {
      // Promoted already: a retry, or the sweeper finishing a promotion a crash cut short.
      const promoted =
        isMissing(error) &&
        (await stat(this.pathOf(finalKey)).then(
          () => true,
          () => false,
        ));
      if (!promoted) throw error;
    }
    return finalKey;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async open(key: string): Promise<StoredFile | undefined> {
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async sizeOf(key: string): Promise<number | undefined> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    return info?.size;
  }

  async ping(): Promise<void> {
    await Promise.all([access(this.uploadsDir, constants.W_OK), access(this.temporaryDir, constants.W_OK)]);
  }

  async *list(area: StorageArea): AsyncIterable<StoredEntry[]> {
    const dir = area === 'final' ? this.uploadsDir : this.temporaryDir;
    let page: StoredEntry[] = [];
    for await (const entry of await opendir(dir)) {
      const key = area === 'final' ? entry.name : `${TEMPORARY_PREFIX}${entry.name.replace('.', '/')}`;
      if (!entry.isFile() || !(area === 'final' ? isFinalKey(key) : isTemporaryKey(key))) continue;
      const info = await stat(join(dir, entry.name)).catch(() => undefined);
      if (!info) continue;
      page.push({ key, modifiedAt: info.mtime });
      if (page.length === PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  /** The path of a key; throws on keys this app never makes. */
  pathOf(key: string): string {
    checkKey(key);
    if (!isTemporaryKey(key)) return join(this.uploadsDir, key);
    return join(this.temporaryDir, key.slice(TEMPORARY_PREFIX.length).replace('/', '.'));
  }
}
