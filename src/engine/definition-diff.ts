import type { FieldType, Validation } from './definition-schema';
import { fieldTypes } from './field-types';
import { formatBytes } from './messages';
import type { FieldDef, FormDefinition, Rule } from './model';

/** What of a field can change between two versions, in the order the diff lists it. */
export const DIFF_ASPECTS = ['label', 'type', 'step', 'required', 'rules', 'options', 'visibility'] as const;
export type DiffAspect = (typeof DIFF_ASPECTS)[number];

/** A field that is only in one version. Sub-fields of a repeatable group are named "group.sub". */
export interface DiffField {
  name: string;
  label: string;
  type: FieldType;
}

/** One aspect of a field, as text either side (JSON as is, ready to show); options also list what came and went. */
export interface FieldChange {
  what: DiffAspect;
  before: string;
  after: string;
  /** Options only: "Label (value)" entries new in `after`, and those gone from `before`. */
  added?: string[];
  removed?: string[];
}

export interface ChangedField {
  name: string;
  /** The label in the later version. */
  label: string;
  changes: FieldChange[];
}

/** What changed between two versions of a definition: fields added and removed (by name), and how the others changed. */
export interface DefinitionDiff {
  added: DiffField[];
  removed: DiffField[];
  changed: ChangedField[];
}

interface Located {
  field: FieldDef;
  name: string;
  label: string;
  step: string;
}

const describeRule = (rule: Rule) => `${rule.field} is ${rule.display.join(' or ')}`;
const optionEntries = (field: FieldDef) => field.options.map((option) => `${option.label} (${option.value})`);

function ruleValue(rule: string, value: unknown): string {
  if (rule === 'pattern') return `/${String(value)}/`;
  if (rule === 'maxSize') return formatBytes(Number(value));
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Each aspect of a field as text: two versions differ in an aspect when its texts differ. */
const ASPECT_TEXT: Record<DiffAspect, (located: Located) => string> = {
  label: ({ label }) => label,
  type: ({ field }) => field.type,
  step: ({ step }) => step,
  required: ({ field }) => {
    const always = field.validation.required ? 'required' : 'optional';
    return field.requireWhen.length > 0 ? `${always}, required when ${field.requireWhen.map(describeRule).join(' or ')}` : always;
  },
  rules: ({ field }) => {
    // Only the rules the field's type applies (the others are ignored), then its own wording and component.
    const rules = fieldTypes[field.type].rules.filter((rule) => rule !== 'required');
    const parts = rules.flatMap((rule) => {
      const value = field.validation[rule as keyof Validation];
      return value === undefined ? [] : [`${rule} ${ruleValue(rule, value)}`];
    });
    if (field.validation.message) parts.push(`message "${field.validation.message}"`);
    for (const [rule, text] of Object.entries(field.validation.messages ?? {})) parts.push(`${rule} message "${text}"`);
    if (field.componentName) parts.push(`component ${field.componentName} ${JSON.stringify(field.componentProps)}`);
    return parts.length > 0 ? parts.join('; ') : 'none';
  },
  options: ({ field }) => {
    if (field.optionsFrom) return `rows of ${field.optionsFrom.field} (label ${field.optionsFrom.labelKey})`;
    const own = optionEntries(field).join(', ');
    if (field.isComeFromApi) return `list ${field.endpoint}${own ? `, built in: ${own}` : ''}`;
    return own || 'none';
  },
  visibility: ({ field }) => {
    const parts = [
      ...(field.showWhen.length > 0 ? [`shown when ${field.showWhen.map(describeRule).join(' and ')}`] : []),
      ...(field.hideWhen.length > 0 ? [`hidden when ${field.hideWhen.map(describeRule).join(' or ')}`] : []),
    ];
    return parts.length > 0 ? parts.join(', ') : 'always shown';
  },
};

/** Every field with the name the diff knows it by: the form's fields in step order, each followed by its sub-fields. */
function fieldsOf(definition: FormDefinition): Map<string, Located> {
  const located = new Map<string, Located>();
  for (const field of definition.fields) {
    const stepDef = definition.steps[field.step];
    const step = stepDef?.title || `Step ${field.step + 1}`;
    located.set(field.name, { field, name: field.name, label: field.label, step });
    for (const sub of field.fields) {
      const name = `${field.name}.${sub.name}`;
      located.set(name, { field: sub, name, label: `${field.label} › ${sub.label}`, step });
    }
  }
  return located;
}

function changesOf(before: Located, after: Located): FieldChange[] {
  return DIFF_ASPECTS.flatMap((what): FieldChange[] => {
    const [was, is] = [ASPECT_TEXT[what](before), ASPECT_TEXT[what](after)];
    if (was === is) return [];
    if (what !== 'options') return [{ what, before: was, after: is }];
    const [old, now] = [optionEntries(before.field), optionEntries(after.field)];
    const [added, removed] = [now.filter((entry) => !old.includes(entry)), old.filter((entry) => !now.includes(entry))];
    return [{ what, before: was, after: is, added, removed }];
  });
}

const summaryOf = ({ name, label, field }: Located): DiffField => ({ name, label, type: field.type });

/**
 * What changed from one version of a definition to the next, field by field: added (in the later
 * version's order), removed (in the earlier's), and changed, each change an aspect with its text before
 * and after. A renamed field is one removed and one added: answers are stored by name.
 */
export function diffDefinitions(before: FormDefinition, after: FormDefinition): DefinitionDiff {
  const [was, is] = [fieldsOf(before), fieldsOf(after)];
  const changed: ChangedField[] = [];
  for (const [name, now] of is) {
    const old = was.get(name);
    const changes = old ? changesOf(old, now) : [];
    if (changes.length > 0) changed.push({ name, label: now.label, changes });
  }
  return {
    added: [...is.values()].filter(({ name }) => !was.has(name)).map(summaryOf),
    removed: [...was.values()].filter(({ name }) => !is.has(name)).map(summaryOf),
    changed,
  };
}
