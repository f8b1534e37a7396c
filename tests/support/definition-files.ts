import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkDefinition, type CheckResult, type FormDefinition, type Language } from '../../src/engine/index';

export const FORMS_DIR = join(import.meta.dirname, '..', '..', 'forms');

/** Every definition under forms/, samples, examples and any future folder included. */
export function definitionFiles(dir = FORMS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? definitionFiles(path) : entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

export interface DefinitionFile {
  /** Path under forms/, e.g. "examples/mentor-application.json". */
  name: string;
  id: string;
  result: CheckResult;
}

/** Each file of forms/ checked, its texts in `language`; a definition without an id is known by its file name. */
export function loadDefinitionFiles(language: Language = 'en'): DefinitionFile[] {
  return definitionFiles().map((file) => {
    const result = checkDefinition(JSON.parse(readFileSync(file, 'utf8')), { language });
    const id = (result.ok ? result.definition.id : undefined) ?? basename(file, '.json');
    return { name: file.slice(FORMS_DIR.length + 1), id, result };
  });
}

/** The valid definitions by id, for components to embed. */
export const formsById = (files: DefinitionFile[]): Record<string, FormDefinition> =>
  Object.fromEntries(files.flatMap(({ id, result }) => (result.ok ? [[id, result.definition]] : [])));
