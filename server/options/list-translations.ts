import { asc, desc } from 'drizzle-orm';
import { localTextSchema, type Translations } from '../../src/engine/index';
import type { Db } from '../db/client';
import { formDefinitions } from '../db/schema';
import { listOfEndpoint } from '../seed/option-lists';

/** A list's translated names: `${list}?${kind}` → item id → the name by language. */
export type ListTranslations = Map<string, Map<string, Translations>>;

export const listKey = (list: string, kind?: string) => `${list}?${kind ?? ''}`;

interface WrittenField {
  endpoint?: unknown;
  isComeFromApi?: unknown;
  options?: unknown;
  fields?: unknown;
}

const fieldsOf = (value: unknown): WrittenField[] =>
  Array.isArray(value) ? value.filter((item): item is WrittenField => typeof item === 'object' && item !== null) : [];

/** A field and the sub-fields of its groups, at any depth. */
const withSubFields = (field: WrittenField): WrittenField[] => [field, ...fieldsOf(field.fields).flatMap(withSubFields)];

/** Reads one written definition's translated option labels of its server-listed fields into `into` (the first form saying an item wins). */
function readDefinition(definition: unknown, into: ListTranslations) {
  const steps = fieldsOf((definition as { steps?: unknown } | null)?.steps);
  for (const field of steps.flatMap((step) => fieldsOf(step.fields)).flatMap(withSubFields)) {
    if (field.isComeFromApi !== true || typeof field.endpoint !== 'string' || !Array.isArray(field.options)) continue;
    const { list, kind } = listOfEndpoint(field.endpoint);
    const names = into.get(listKey(list, kind)) ?? new Map<string, Translations>();
    for (const option of field.options as { label?: unknown; value?: unknown }[]) {
      const label = localTextSchema.safeParse(option?.label);
      if (!label.success || typeof label.data === 'string' || typeof option.value !== 'string' || names.has(option.value)) continue;
      names.set(option.value, label.data);
    }
    into.set(listKey(list, kind), names);
  }
}

/**
 * The server lists hold the source language's names only; the other languages' names are the ones the live
 * definitions give the same items (their built-in options, written { en, ar }).
 */
export async function listTranslations(db: Db): Promise<ListTranslations> {
  const rows = await db
    .selectDistinctOn([formDefinitions.formId], { definition: formDefinitions.definition })
    .from(formDefinitions)
    .orderBy(asc(formDefinitions.formId), desc(formDefinitions.version));
  const translations: ListTranslations = new Map();
  for (const row of rows) readDefinition(row.definition, translations);
  return translations;
}
