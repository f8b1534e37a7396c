import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FORMS_DIR = fileURLToPath(new URL('../../forms', import.meta.url));

export interface FormFile {
  id: string;
  raw: Record<string, unknown>;
}

/** The definitions shipped in forms/ (samples included), each known by its id or file name. */
export function readFormFiles(dir = FORMS_DIR): FormFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry): FormFile[] => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return readFormFiles(path);
      if (!entry.name.endsWith('.json')) return [];
      const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      const id = typeof raw.id === 'string' ? raw.id : basename(entry.name, '.json');
      return [{ id, raw }];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
