import { localizeComponentProps } from './components';
import { toRule } from './conditions';
import type { RawDefinition, Validation } from './definition-schema';
import { SOURCE_LANGUAGE, type Language } from './i18n/languages';
import { languagesOf, localize, type LocalText } from './i18n/local-text';
import type { FieldDef, FormDefinition, Option, StepDef, WrittenText } from './model';

type RawField = RawDefinition['steps'][number]['fields'][number];
type RawSubField = NonNullable<RawField['fields']>[number];

/** The builder derives a missing name from the label: lower case, spaces removed. */
export function nameFromLabel(label: string): string {
  return label.toLowerCase().replace(/\s+/g, '');
}

/** Resolves texts in one language and notes the languages each was written in. */
export class Localizer {
  readonly texts: WrittenText[] = [];
  constructor(readonly language: Language) {}

  text(text: LocalText, path: string): string;
  text(text: LocalText | undefined, path: string): string | undefined;
  text(text: LocalText | undefined, path: string): string | undefined {
    if (text === undefined) return undefined;
    // An empty text (a builder export's `"desc": ""`) has nothing to translate.
    if (text !== '') this.texts.push({ path, languages: languagesOf(text) });
    return localize(text, this.language);
  }
}

function toOptions(field: RawSubField, path: string, texts: Localizer): Option[] {
  return (field.options ?? []).map((option, index) => ({
    label: texts.text(option.label, `${path}.options.${index}.label`),
    value: String(option.value),
  }));
}

function toValidation(field: RawField | RawSubField, path: string, texts: Localizer): Validation {
  const { message, messages, ...rules } = field.validation ?? {};
  const validation: Validation = { ...rules };
  if (message !== undefined) validation.message = texts.text(message, `${path}.validation.message`);
  if (messages !== undefined) {
    validation.messages = Object.fromEntries(
      Object.entries(messages).map(([rule, text]) => [rule, texts.text(text, `${path}.validation.messages.${rule}`)]),
    );
  }
  return validation;
}

/** One field as the engine uses it: name derived, texts in one language, `required` merged, conditions unified. */
export function normalizeField(
  field: RawField | RawSubField,
  step: number,
  path: string,
  texts = new Localizer(SOURCE_LANGUAGE),
): FieldDef {
  const validation = toValidation(field, path, texts);
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
    // The name never depends on the language read: the source language's label, as the builder wrote it.
    name: field.name || nameFromLabel(localize(field.label, SOURCE_LANGUAGE)),
    label: texts.text(field.label, `${path}.label`),
    type: field.type,
    path,
    step,
    placeholder: texts.text(field.placeholder, `${path}.placeholder`),
    desc: texts.text(field.desc, `${path}.desc`),
    ...(field.lang ? { lang: field.lang } : {}),
    autocomplete: field.autocomplete,
    options: toOptions(field, path, texts),
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
    componentProps: localizeComponentProps(field.componentName, field.componentProps ?? {}, (text, at) =>
      texts.text(text, `${path}.componentProps.${at}`),
    ),
    defaultValue: field.defaultValue,
    fields: subFields.map((sub, index) => normalizeField(sub, step, `${path}.fields.${index}`, texts)),
  };
}

/** `order` sorts fields within a step (stable); fields without it keep their written place after ordered ones. */
function byOrder(a: FieldDef, b: FieldDef): number {
  const left = a.order ?? Number.POSITIVE_INFINITY;
  const right = b.order ?? Number.POSITIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Turns a structurally valid definition into the engine's model, its texts in one language. */
export function normalizeDefinition(raw: RawDefinition, fieldIndexes?: number[][], language: Language = SOURCE_LANGUAGE): FormDefinition {
  const texts = new Localizer(language);
  const title = texts.text(raw.title, 'title');
  const description = texts.text(raw.description, 'description');
  const steps: StepDef[] = raw.steps.map((step, index) => ({
    index,
    title: texts.text(step.title, `steps.${index}.title`),
    description: texts.text(step.description, `steps.${index}.description`),
    notice: texts.text(step.notice, `steps.${index}.notice`),
    links: (step.links ?? []).map((link, at) => ({ label: texts.text(link.label, `steps.${index}.links.${at}.label`), href: link.href })),
    fields: step.fields
      .map((field, position) => {
        const written = fieldIndexes?.[index]?.[position] ?? position;
        return normalizeField(field, index, `steps.${index}.fields.${written}`, texts);
      })
      .sort(byOrder),
  }));
  return {
    id: raw.id,
    version: raw.version,
    language,
    title,
    description,
    context: raw.context ?? [],
    steps,
    fields: steps.flatMap((step) => step.fields),
    texts: texts.texts,
  };
}
