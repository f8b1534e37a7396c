import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../src/engine/index';

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? jsonFilesUnder(path) : entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

/** The files named, a folder standing for every .json file under it; a missing path stays, to be reported. */
export function expandPaths(paths: string[]): string[] {
  return paths.flatMap((path) => {
    try {
      return statSync(path).isDirectory() ? jsonFilesUnder(path) : [path];
    } catch {
      return [path];
    }
  });
}

/** A definition file's text; an editor's byte order mark is dropped, as JSON.parse refuses it. */
export function readDefinitionFile(file: string): { text: string } | { problem: Problem } {
  try {
    return { text: readFileSync(file, 'utf8').replace(/^\uFEFF/, '') };
  } catch (error) {
    return { problem: { path: '', message: `Cannot read the file: ${(error as Error).message}` } };
  }
}
