import type { FieldDef, FormDefinition, Language, RuleErrors } from '../../src/engine/index';
import { catalogueFor, traitsOf } from '../../src/engine/index';
import type { OptionStore } from '../options/option-store';
import { listOfEndpoint } from '../seed/option-lists';

/**
 * The engine leaves answers of server-sourced selects unchecked (the browser cannot know the list
 * offline); the server knows the lists, so an id that is not in them is refused here.
 */
export async function checkServerOptions(
  definition: FormDefinition,
  forms: Record<string, FormDefinition>,
  data: Record<string, unknown>,
  options: OptionStore,
  language: Language,
): Promise<RuleErrors> {
  const errors: RuleErrors = {};
  const check = async (field: FieldDef, value: unknown, key: string) => {
    if (!field.isComeFromApi || !field.endpoint || value === undefined) return;
    const { list, kind } = listOfEndpoint(field.endpoint);
    const items = await options.list(list, kind);
    // A list the server does not have cannot be checked: the definition's own options stand in.
    const known = new Set(items.length > 0 ? items.map((item) => String(item.id)) : field.options.map((option) => option.value));
    const answers = Array.isArray(value) ? value : [value];
    if (answers.some((answer) => !known.has(String(answer)))) {
      errors[key] = [{ rule: 'option', params: {}, message: field.validation.messages?.format ?? catalogueFor(language).option({}) }];
    }
  };
  for (const field of definition.fields) {
    await check(field, data[field.name], field.name);
    const rowForm = typeof field.componentProps.rowForm === 'string' ? forms[field.componentProps.rowForm] : undefined;
    const rows = data[field.name];
    if (traitsOf(field).rowsFrom !== 'rowForm' || !rowForm || !Array.isArray(rows)) continue;
    for (const [index, row] of rows.entries()) {
      for (const rowField of rowForm.fields)
        await check(rowField, (row as Record<string, unknown>)[rowField.name], `${field.name}.${index}.${rowField.name}`);
    }
  }
  return errors;
}
