import type { FieldDef } from '../../engine/index';
import type { Suggestions, Values } from '../../form-react/index';

// Answers that identify the applicant never leave for the assistant.
const PRIVATE = new Set(['name_en', 'name_ar', 'email', 'birth_date', 'phone_number', 'national_id', 'national_id_front', 'national_id_back', 'personal_photo']);

type Recommended = Record<string, { id: number | string; name?: string } | undefined>;

/** Asks the assistant (POST /assistant/workshop-suggestions) for three workshop priorities. */
export async function suggestWorkshops(_field: FieldDef, values: Values): Promise<Suggestions> {
  const personal = Object.fromEntries(Object.entries(values).filter(([name, value]) => !PRIVATE.has(name) && !(value instanceof Blob)));
  const response = await fetch('/api/v1/assistant/workshop-suggestions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ personal_data: personal }),
  });
  if (!response.ok) throw new Error(`Workshop suggestions failed (${response.status}).`);
  const body = (await response.json()) as { output?: { recommended_workshops?: Recommended } };
  const suggestions: Suggestions = {};
  for (const [name, workshop] of Object.entries(body.output?.recommended_workshops ?? {})) {
    if (workshop) suggestions[name] = { value: String(workshop.id), badge: workshop.name ? `Suggested: ${workshop.name}` : 'Suggested' };
  }
  return suggestions;
}
