import type { FieldType, Validation } from './definition-schema';
import type { Language } from './i18n/languages';

/** An option after checking: values are strings, as select widgets and form data carry them. */
export interface Option {
  label: string;
  value: string;
}

/** "field equals one of values", compared ignoring case; values are lower-cased strings. */
export interface Rule {
  field: string;
  values: string[];
  /** The values as written, for messages. */
  display: string[];
  /** Where the rule is written in its field, e.g. "dependsOn.field" or "dependencies.1.field". */
  source: string;
}

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  /** JSON path of the field in the definition as written, e.g. "steps.1.fields.3". */
  path: string;
  /** Index of the step holding the field (0-based). */
  step: number;
  placeholder?: string;
  desc?: string;
  /** The language the answer is written in (a name in Arabic), for the input's `lang`. */
  lang?: Language;
  autocomplete?: string;
  options: Option[];
  isComeFromApi: boolean;
  endpoint?: string;
  optionsFrom?: { field: string; labelKey: string };
  validation: Validation;
  /** All must hold for the field to show (dependsOn and `show` dependencies). */
  showWhen: Rule[];
  /** Any that holds hides the field. */
  hideWhen: Rule[];
  /** Any that holds makes the field required. */
  requireWhen: Rule[];
  order?: number;
  withSuggestion: boolean;
  componentName?: string;
  componentProps: Record<string, unknown>;
  defaultValue?: unknown;
  /** Sub-fields of a dynamicArrayField row. */
  fields: FieldDef[];
}

export interface StepDef {
  index: number;
  title: string;
  description?: string;
  notice?: string;
  links: { label: string; href: string }[];
  /** Fields sorted by `order`, written order otherwise. */
  fields: FieldDef[];
}

/** A definition that passed every check: names derived, conditions unified, fields ordered. */
export interface FormDefinition {
  id?: string;
  version?: number;
  /** The language its texts were resolved in: the language applicants read it in, and its messages. */
  language: Language;
  title: string;
  description?: string;
  context: string[];
  steps: StepDef[];
  /** Every field in step order. */
  fields: FieldDef[];
  /** The languages each text was written in, for the linter to find missing translations. */
  texts?: WrittenText[];
}

/** Where a text stands in the definition and the languages it was given in ([] for a plain string). */
export interface WrittenText {
  path: string;
  languages: string[];
}

/** A problem found in a definition, with its JSON path ("steps.1.fields.3.dependsOn.field"). */
export interface Problem {
  path: string;
  message: string;
  hint?: string;
}

/** What a file value looks like to the engine, in the browser (File) and on the server alike. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}
