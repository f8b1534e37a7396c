import { useMemo } from 'react';
import { checkDefinition, type FieldDef, type FormDefinition } from '../../engine/index';
import { formWords, type Suggestions, type Values } from '../../form-react/index';
import { languageHeader, requestLanguage } from '../../lib/i18n/request-language';
import { browserPatterns } from '../../lib/browser-patterns';

// Only the answers the ranking reads; nothing that identifies the applicant (names, e-mail, phone, IDs, photos).
const SENT_FIELDS = [
  'educational_level_id',
  'field_of_study_id',
  'graduated',
  'current_occupation',
  'team_status_id',
  'technical-skills',
  'non-technical-skills',
  'participation_status_id',
  'talk_about_yourself',
];

export const PRIORITY_FIELDS = ['first_priority_id', 'second_priority_id', 'third_priority_id'] as const;

type WorkshopPick = { id: number | string; name?: string };
type Recommended = Partial<Record<(typeof PRIORITY_FIELDS)[number], WorkshopPick>>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The answers sent for a suggestion, select values turned into the labels of the definition's options. */
export function personalDataFor(definition: FormDefinition, values: Values): Record<string, unknown> {
  const personal: Record<string, unknown> = {};
  for (const name of SENT_FIELDS) {
    const value = values[name];
    if (isBlank(value)) continue;
    const field = definition.fields.find((candidate) => candidate.name === name);
    const labelOf = (item: unknown) => field?.options.find((option) => option.value === String(item))?.label ?? item;
    personal[name] = Array.isArray(value) ? value.map(labelOf) : labelOf(value);
  }
  return personal;
}

async function postSuggestions(personal: Record<string, unknown>): Promise<Recommended> {
  const response = await fetch('/api/v1/assistant/workshop-suggestions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...languageHeader() },
    body: JSON.stringify({ personal_data: personal }),
  });
  if (!response.ok) throw new Error(`Workshop suggestions failed (${response.status}).`);
  const body = (await response.json()) as { output?: { recommended_workshops?: Recommended } };
  return body.output?.recommended_workshops ?? {};
}

/**
 * An `onSuggest` for the renderer: asks the assistant for three workshops and offers them, best
 * first, to the priorities still empty, skipping any the applicant already chose. Throws on failure
 * (the renderer logs it and changes nothing).
 */
export function workshopSuggester(
  definition: FormDefinition,
  ask: (personal: Record<string, unknown>) => Promise<Recommended> = postSuggestions,
) {
  return async (_field: FieldDef, values: Values): Promise<Suggestions> => {
    const recommended = await ask(personalDataFor(definition, values));
    const chosen = new Set(PRIORITY_FIELDS.map((name) => String(values[name] ?? '')).filter((value) => value !== ''));
    const picks = PRIORITY_FIELDS.map((name) => recommended[name]).filter(
      (pick): pick is WorkshopPick => pick !== undefined && !chosen.has(String(pick.id)),
    );
    const suggestions: Suggestions = {};
    for (const name of PRIORITY_FIELDS.filter((priority) => isBlank(values[priority]))) {
      const pick = picks.shift();
      if (!pick) break;
      suggestions[name] = {
        value: String(pick.id),
        badge: formWords(requestLanguage()).t('suggest.badge', { name: pick.name ?? pick.id }),
      };
    }
    return suggestions;
  };
}

type Suggester = (field: FieldDef, values: Values) => Promise<Suggestions>;

let shipped: Promise<Suggester> | undefined;

/** The bootcamp form shipped with the site is its own chunk: downloaded at the first suggestion asked for. */
async function shippedSuggester(): Promise<Suggester> {
  const { default: bootcampForm } = await import('../../../forms/bootcamp.json');
  const checked = checkDefinition(bootcampForm, { patterns: browserPatterns });
  if (!checked.ok) throw new Error('The shipped bootcamp form does not pass its checks.');
  return workshopSuggester(checked.definition);
}

/** workshopSuggester over the bootcamp form shipped with the site (its option labels match the server's lists). */
export async function suggestWorkshops(field: FieldDef, values: Values): Promise<Suggestions> {
  // A failed download is asked again at the next suggestion.
  shipped ??= shippedSuggester().catch((error: unknown) => {
    shipped = undefined;
    throw error;
  });
  return (await shipped)(field, values);
}

/** The suggester for a loaded definition, or for the shipped bootcamp form. */
export function useWorkshopSuggestions(definition?: FormDefinition) {
  return useMemo(() => (definition ? workshopSuggester(definition) : suggestWorkshops), [definition]);
}
