/**
 * The bootcamp form's largest step (Personal Information), read from forms/bootcamp.json as written, so the peers draw
 * the same questions with the same rules. No DOM and no JSON import: the driver compiles it too.
 */

/** The step every library draws: ours opens the real three-step form on it, as a resumed draft does. */
export const BOOTCAMP_STEP = 1;
/** The text field typed into: mid-step, required and nothing else, like most of the step's text answers. */
export const TYPED_FIELD = 'educational_institute';

const KINDS = ['text', 'email', 'date', 'tel', 'number', 'textarea', 'select', 'multiselect', 'image'] as const;
export type StepFieldKind = (typeof KINDS)[number];

export interface StepOption {
  value: string;
  label: string;
}

/** One question of the step in English, with the rules each library is asked to express. */
export interface StepField {
  name: string;
  label: string;
  kind: StepFieldKind;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The definition's own message for a broken pattern. */
  message?: string;
  min?: number;
  max?: number;
  options: StepOption[];
  accept?: string[];
  maxSize?: number;
  /** Shown only while another field holds this value (dependsOn). */
  dependsOn?: { field: string; value: string };
}

type Local = string | { en: string };
interface RawField {
  name: string;
  label: Local;
  type: string;
  options?: { value: string; label: Local }[];
  dependsOn?: { field: string; value: string };
  validation?: {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    pattern?: string;
    message?: Local;
    min?: number;
    max?: number;
    accept?: string[];
    maxSize?: number;
  };
}

const english = (text: Local) => (typeof text === 'string' ? text : text.en);

function stepField(raw: RawField): StepField {
  if (!(KINDS as readonly string[]).includes(raw.type))
    throw new Error(`The bootcamp bench has no peer widget for ${raw.name} (${raw.type})`);
  const { message, ...rules } = raw.validation ?? {};
  return {
    ...rules,
    name: raw.name,
    label: english(raw.label),
    kind: raw.type as StepFieldKind,
    required: rules.required === true,
    ...(message === undefined ? {} : { message: english(message) }),
    options: (raw.options ?? []).map((option) => ({ value: option.value, label: english(option.label) })),
    ...(raw.dependsOn ? { dependsOn: raw.dependsOn } : {}),
  };
}

/** The step's fields from the definition as written (forms/bootcamp.json). */
export function bootcampStepFields(definition: unknown): StepField[] {
  const step = (definition as { steps: { fields: RawField[] }[] }).steps[BOOTCAMP_STEP];
  if (!step) throw new Error(`The bootcamp form has no step ${BOOTCAMP_STEP}`);
  return step.fields.map(stepField);
}

/** Fields shown on an empty step: the conditional ones wait for their controller's answer. */
export const shownAtFirst = (fields: StepField[]) => fields.filter((field) => !field.dependsOn);

/** Next (or Submit) on the empty step lists one error per field shown and required. */
export const requiredAtFirst = (fields: StepField[]) => shownAtFirst(fields).filter((field) => field.required).length;
