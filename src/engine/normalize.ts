import { toRule } from './conditions';
import type { RawDefinition } from './definition-schema';
import type { FieldDef, FormDefinition, Option, StepDef } from './model';

type RawField = RawDefinition['steps'][number]['fields'][number];
type RawSubField = NonNullable<RawField['fields']>[number];

/** The builder derives a missing name from the label: lower case, spaces removed. */
export function nameFromLabel(label: string): string {
  return label.toLowerCase().replace(/\s+/g, '');
}

function toOptions(field: RawSubField): Option[] {
  return (field.options ?? []).map((option) => ({ label: option.label, value: String(option.value) }));
}

/** One field as the engine uses it: name derived, `required` merged, conditions unified. */
export function normalizeField(field: RawField | RawSubField, step: number, path: string): FieldDef {
  const validation = { ...field.validation };
  if (field.required !== undefined && validation.required === undefined) validation.required = field.required;
  const showWhen = [];
  const hideWhen = [];
  const requireWhen = [];
  if (field.dependsOn?.field) showWhen.push(toRule(field.dependsOn.field, field.dependsOn.value));
  for (const [index, dependency] of (field.dependencies ?? []).entries()) {
    const rule = toRule(dependency.field, dependency.value, `dependencies.${index}.field`);
    if (dependency.action === 'show') showWhen.push(rule);
    else if (dependency.action === 'hide') hideWhen.push(rule);
    else requireWhen.push(rule);
  }
  const subFields = 'fields' in field && field.fields ? field.fields : [];
  return {
    name: field.name || nameFromLabel(field.label),
    label: field.label,
    type: field.type,
    path,
    step,
    placeholder: field.placeholder,
    desc: field.desc,
    autocomplete: field.autocomplete,
    options: toOptions(field),
    isComeFromApi: field.isComeFromApi === true && Boolean(field.endpoint),
    endpoint: field.endpoint || undefined,
    optionsFrom: field.optionsFrom,
    validation,
    showWhen,
    hideWhen,
    requireWhen,
    order: field.order,
    withSuggestion: field.withSuggestion === true,
    componentName: field.componentName || undefined,
    componentProps: field.componentProps ?? {},
    defaultValue: field.defaultValue,
    fields: subFields.map((sub, index) => normalizeField(sub, step, `${path}.fields.${index}`)),
  };
}

/** `order` sorts fields within a step (stable); fields without it keep their written place after ordered ones. */
function byOrder(a: FieldDef, b: FieldDef): number {
  const left = a.order ?? Number.POSITIVE_INFINITY;
  const right = b.order ?? Number.POSITIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Turns a structurally valid definition into the engine's model. */
export function normalizeDefinition(raw: RawDefinition, fieldIndexes?: number[][]): FormDefinition {
  const steps: StepDef[] = raw.steps.map((step, index) => ({
    index,
    title: step.title,
    description: step.description,
    notice: step.notice,
    links: step.links ?? [],
    fields: step.fields
      .map((field, position) => {
        const written = fieldIndexes?.[index]?.[position] ?? position;
        return normalizeField(field, index, `steps.${index}.fields.${written}`);
      })
      .sort(byOrder),
  }));
  return {
    id: raw.id,
    version: raw.version,
    title: raw.title,
    description: raw.description,
    context: raw.context ?? [],
    steps,
    fields: steps.flatMap((step) => step.fields),
  };
}
