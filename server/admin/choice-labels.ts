import { SOURCE_LANGUAGE, type FieldDef, type Language } from '../../src/engine/index';
import type { OptionStore } from '../options/option-store';
import { listOfEndpoint } from '../seed/option-lists';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Fields answered by picking options (fixed or from a server list); row-built choices are indexes, not options. */
export const isChoiceField = (field: FieldDef) =>
  !field.optionsFrom && (field.options.length > 0 || (field.isComeFromApi && Boolean(field.endpoint)));

/**
 * A choice field's options in order: the definition's, then the server list's, whose names win for API-sourced
 * fields (in `language`, the language `field` was checked in).
 */
export async function choiceOptions(field: FieldDef, options: OptionStore, language: Language = SOURCE_LANGUAGE): Promise<ChoiceOption[]> {
  const labels = new Map(field.options.map((option) => [option.value, option.label]));
  if (field.isComeFromApi && field.endpoint) {
    const { list, kind } = listOfEndpoint(field.endpoint);
    for (const item of await options.listIn(list, kind, language)) labels.set(String(item.id), item.title ?? item.name);
  }
  return [...labels].map(([value, label]) => ({ value, label }));
}
