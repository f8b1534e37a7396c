import { compileDefinition, traitsOf, type FieldDef, type FormDefinition, type Language } from '../../src/engine/index';
import { breaksOf, spec, type Break, type ExpectedErrors } from './rule-breakers';

type Answers = Record<string, unknown>;

export interface MatrixCase {
  name: string;
  /** The path of the broken field. */
  path: string;
  values: Answers;
  errors: ExpectedErrors;
}

export interface MatrixContext {
  forms: Record<string, FormDefinition>;
  /** A fresh row of a component's table (the member rows of a team). */
  makeRow: (index: number) => Answers;
}

const unknownKey = (id: string, path: string, values: Answers): MatrixCase => ({
  name: `${id} › ${path} › unknown key`,
  path,
  values,
  errors: { [path]: [spec.notInForm] },
});

/** Each rule of each shown field of a form broken once, generated from its definition. */
function casesOf(form: FormDefinition, answers: Answers, shownWith: Answers, context: MatrixContext): (Break & { path: string })[] {
  const compiledForm = compileDefinition(form, { forms: context.forms });
  const hidden = compiledForm.hiddenFields(shownWith);
  return form.fields
    .filter((field) => !hidden.has(field.name))
    .flatMap((field) => {
      const breakContext = { form, answers, empty: compiledForm.initialValues[field.name], forms: context.forms, makeRow: context.makeRow };
      return breaksOf(field, breakContext).map((broken) => ({ path: field.name, ...broken }));
    });
}

/** The form a row of this field is checked with: a component's row form, or a repeatable group's sub-fields. */
function rowFormOf(field: FieldDef, forms: Record<string, FormDefinition>, language: Language): FormDefinition | undefined {
  const rowForm = (field.componentProps as { rowForm?: string }).rowForm;
  if (rowForm) return forms[rowForm];
  if (traitsOf(field).rowsFrom !== 'subFields') return undefined;
  return {
    language,
    title: field.label,
    context: [],
    steps: [{ index: 0, title: field.label, links: [], fields: field.fields }],
    fields: field.fields,
  };
}

/** The form's own cases, then each field of row 0 of its tables (components, repeatable groups) broken once. */
export function matrixOf(id: string, definition: FormDefinition, answers: Answers, context: MatrixContext): MatrixCase[] {
  const cases = [unknownKey(id, 'nickname', { ...answers, nickname: 'Mo' })];
  for (const broken of casesOf(definition, answers, answers, context)) {
    const values = { ...answers, [broken.path]: broken.value };
    cases.push({ name: `${id} › ${broken.path} › ${broken.rule}`, path: broken.path, values, errors: broken.errors });
  }
  const hidden = compileDefinition(definition, { forms: context.forms }).hiddenFields(answers);
  for (const field of definition.fields) {
    const rowForm = rowFormOf(field, context.forms, definition.language);
    const rows = answers[field.name];
    if (!rowForm || !Array.isArray(rows) || rows.length === 0 || hidden.has(field.name)) continue;
    const row = rows[0] as Answers;
    const inRow = (values: Answers) => ({ ...answers, [field.name]: [values, ...rows.slice(1)] });
    const prefixed = (errors: ExpectedErrors) =>
      Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`${field.name}.0.${path}`, messages]));
    cases.push(unknownKey(id, `${field.name}.0.nickname`, inRow({ ...row, nickname: 'Mo' })));
    // a row shows its fields by the embedding form's answers it reads (participation_method_id)
    for (const broken of casesOf(rowForm, row, { ...answers, ...row }, context)) {
      const path = `${field.name}.0.${broken.path}`;
      const values = inRow({ ...row, [broken.path]: broken.value });
      cases.push({ name: `${id} › ${path} › ${broken.rule}`, path, values, errors: prefixed(broken.errors) });
    }
  }
  return cases;
}
