import type { FieldDef, FormDefinition, Problem } from '../../src/engine/index';

export interface Embedding {
  formId: string;
  /** JSON path of the component's rowForm, for problems. */
  path: string;
}

/** The forms a definition embeds (members tables), at any depth of its rows' sub-fields. */
export function embeddedForms(fields: readonly FieldDef[]): Embedding[] {
  return fields.flatMap((field) => {
    const own =
      typeof field.componentProps.rowForm === 'string'
        ? [{ formId: field.componentProps.rowForm, path: `${field.path}.componentProps.rowForm` }]
        : [];
    return [...own, ...embeddedForms(field.fields)];
  });
}

/**
 * Embedding is one level deep: a row form embeds no form, and a form embedded by another embeds none.
 * Deeper nesting (or a form embedding itself through another) would compile without end.
 */
export function nestingProblems(formId: string, definition: FormDefinition, liveForms: Map<string, FormDefinition>): Problem[] {
  const embeds = embeddedForms(definition.fields);
  const problems: Problem[] = embeds
    .filter((embedding) => embedding.formId === formId || embeddedForms(liveForms.get(embedding.formId)?.fields ?? []).length > 0)
    .map((embedding) => ({
      path: embedding.path,
      message: `The row form "${embedding.formId}" embeds forms itself`,
      hint: 'A row form must be made of plain fields: forms are embedded one level deep',
    }));
  if (embeds.length > 0) {
    const embedders = [...liveForms].filter(
      ([id, form]) => id !== formId && embeddedForms(form.fields).some((embedding) => embedding.formId === formId),
    );
    for (const [id] of embedders) {
      problems.push({
        path: embeds[0]!.path,
        message: `"${formId}" is the row form of "${id}", so it cannot embed forms itself`,
        hint: 'Forms are embedded one level deep',
      });
    }
  }
  return problems;
}
