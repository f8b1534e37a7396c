import { checkDefinition } from '../../src/engine/index';
import type { Language } from '../../src/lib/i18n/languages';
import { linearPatterns } from '../../src/lib/linear-patterns';
import type { PublishedForm } from '../forms/definitions';
import type { FormsById } from './form-sources';

// A published version never changes: each is checked once per language.
const checked = new Map<string, FormsById[string]>();

/** The published forms with their texts in the language (English where a text has no translation), by id. */
export function localForms(published: (PublishedForm | undefined)[], language: Language): FormsById {
  const forms: FormsById = {};
  for (const form of published) {
    if (!form) continue;
    const key = `${form.formId}@${form.version}/${language}`;
    if (!checked.has(key)) {
      const result = checkDefinition(form.raw, { patterns: linearPatterns, language });
      checked.set(key, result.ok ? { ...result.definition, id: form.formId, version: form.version } : undefined);
    }
    forms[form.formId] = checked.get(key) ?? form.definition;
  }
  return forms;
}
