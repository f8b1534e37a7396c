import type { Db } from '../db/client';
import { latestForm } from '../forms/definitions';
import type { OptionStore } from '../options/option-store';
import { listOfEndpoint } from '../seed/option-lists';
import type { PersonalData } from './workshop-ranking';

/**
 * The answers with select values turned into their labels ("1" -> "Computer Science and IT"), using the
 * published bootcamp form and the option lists; values that are already labels stay as they are.
 */
export async function withLabels(db: Db, options: OptionStore, personal: PersonalData): Promise<PersonalData> {
  const form = await latestForm(db, 'bootcamp');
  if (!form) return personal;
  const labelled: PersonalData = {};
  for (const [name, value] of Object.entries(personal)) {
    const field = form.definition.fields.find((candidate) => candidate.name === name);
    if (!field || (field.options.length === 0 && !field.endpoint)) {
      labelled[name] = value;
      continue;
    }
    let choices = field.options.map((option) => ({ value: option.value, label: option.label }));
    if (field.isComeFromApi && field.endpoint) {
      const { list, kind } = listOfEndpoint(field.endpoint);
      const items = await options.list(list, kind);
      if (items.length > 0) choices = items.map((item) => ({ value: String(item.id), label: item.name }));
    }
    const labelOf = (item: unknown) => choices.find((choice) => choice.value === String(item))?.label ?? item;
    labelled[name] = Array.isArray(value) ? value.map(labelOf) : labelOf(value);
  }
  return labelled;
}
