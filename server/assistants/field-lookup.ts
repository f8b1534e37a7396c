import type { FieldDef, FormDefinition, Language } from '../../src/engine/index';
import type { Db } from '../db/client';
import { latestForm } from '../forms/definitions';

// Where a field named without its form is looked for: the built-in forms, the applicant's first.
const BUILT_IN_FORMS = ['bootcamp', 'hackathon-team', 'member', 'bootcamp-confirmation'];

export interface FoundField {
  field: FieldDef;
  /** The form holding it, to name the field another one must match. */
  form: FormDefinition;
}

/** "members[0][phone_number]" and "members.0.phone_number" alike -> ["members", "0", "phone_number"]. */
export const pathOf = (fieldName: string) =>
  fieldName
    .replace(/\[(\w*)\]/g, '.$1')
    .split('.')
    .filter(Boolean);

/** A field of a published form by its name as the renderer reports it; rows of a team resolve to the member form. */
export async function findField(db: Db, fieldName: string, formId?: string, language: Language = 'en'): Promise<FoundField | undefined> {
  const path = pathOf(fieldName);
  const [head, ...rest] = path;
  if (!head) return undefined;
  const formIds = [...new Set([...(formId ? [formId] : []), ...BUILT_IN_FORMS])];
  for (const id of formIds) {
    const form = (await latestForm(db, id, language))?.definition;
    const field = form?.fields.find((candidate) => candidate.name === head);
    if (!form || !field) continue;
    const leaf = rest.at(-1);
    if (!leaf || leaf === head) return { field, form };
    const rowForm = field.componentProps.rowForm;
    if (typeof rowForm === 'string') {
      const rows = (await latestForm(db, rowForm, language))?.definition;
      const sub = rows?.fields.find((candidate) => candidate.name === leaf);
      if (rows && sub) return { field: sub, form: rows };
    }
    const sub = field.fields.find((candidate) => candidate.name === leaf);
    if (sub) return { field: sub, form };
  }
  return undefined;
}
