import type { FormsById } from './form-sources';

/**
 * Option names (the workshops, stored in English) as the translated forms write them: a name the English forms
 * offer is looked up by its value in the same field of the translated forms; any other stays as stored.
 */
export function translatedOptionNames(names: string[], english: FormsById, translated: FormsById): string[] {
  const byName = new Map<string, string>();
  for (const [formId, form] of Object.entries(english)) {
    for (const field of form?.fields ?? []) {
      const local = translated[formId]?.fields.find((candidate) => candidate.name === field.name);
      for (const option of field.options) {
        const label = local?.options.find((candidate) => candidate.value === option.value)?.label;
        if (label && !byName.has(option.label)) byName.set(option.label, label);
      }
    }
  }
  return names.map((name) => byName.get(name) ?? name);
}
