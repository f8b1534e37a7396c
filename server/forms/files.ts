import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FORMS_DIR = fileURLToPath(new URL('../../forms', import.meta.url));

export interface FormFile {
  id: string;
  raw: Record<string, unknown>;
  /** forms/*.json: the site's own forms; files in subfolders are samples and examples. */
  builtIn: boolean;
  path: string;
}

/** The definitions shipped in forms/ (subfolders included), each known by its id or file name. */
export function readFormFiles(dir = FORMS_DIR, builtIn = true): FormFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry): FormFile[] => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return readFormFiles(path, false);
      if (!entry.name.endsWith('.json')) return [];
      let raw: Record<string, unknown>;
      try {
        raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      } catch (error) {
        if (builtIn) throw error;
        return [];
      }
      const id = typeof raw.id === 'string' ? raw.id : basename(entry.name, '.json');
      return [{ id, raw, builtIn, path }];
    })
    .sort((a, b) => Number(b.builtIn) - Number(a.builtIn) || a.id.localeCompare(b.id));
}
