import type { Validation } from './definition-schema';
import { fieldTypes } from './field-types';
import { formatBytes } from './messages';
import type { FieldDef, FormDefinition, Rule } from './model';

const describeRule = (rule: Rule) => `${rule.field} is ${rule.display.join(' or ')}`;

const RULE_TEXT: { [K in keyof Validation]?: (value: NonNullable<Validation[K]>) => string } = {
  minLength: (n) => `minLength ${n}`,
  maxLength: (n) => `maxLength ${n}`,
  min: (n) => `min ${n}`,
  max: (n) => `max ${n}`,
  minItems: (n) => `minItems ${n}`,
  maxItems: (n) => `maxItems ${n}`,
  minWords: (n) => `minWords ${n}`,
  maxWords: (n) => `maxWords ${n}`,
  pattern: (source) => `pattern /${source}/`,
  matches: (other) => `matches ${other}`,
  accept: (types) => `accept ${types.join(', ')}`,
  maxSize: (bytes) => `maxSize ${formatBytes(bytes)}`,
};

function optionsText(field: FieldDef): string | undefined {
  if (field.optionsFrom) return `options from ${field.optionsFrom.field} rows (label ${field.optionsFrom.labelKey})`;
  if (field.isComeFromApi) return `options from ${field.endpoint} (${field.options.length} built in)`;
  if (field.options.length > 0) return `options ${field.options.map((option) => option.value).join('|')}`;
  return undefined;
}

export interface SummaryOptions {
  /** Add the words a reader sees (labels, placeholders, help, option labels, step texts), in the definition's language. */
  texts?: boolean;
}

/** A field's words, as its readers see them in the definition's language. */
function textsOf(field: FieldDef): string {
  const parts = [`label "${field.label}"`];
  if (field.placeholder) parts.push(`placeholder "${field.placeholder}"`);
  if (field.desc) parts.push(`help "${field.desc}"`);
  if (field.options.length > 0) parts.push(`option labels ${field.options.map((option) => `"${option.label}"`).join('|')}`);
  if (field.lang) parts.push(`answered in ${field.lang}`);
  return ` {${parts.join(', ')}}`;
}

/** One line per field: its type, when it shows, when it is required, and each rule (and its words, with `texts`). */
export function summarizeField(field: FieldDef, summary: SummaryOptions = {}): string {
  const parts: string[] = [];
  if (field.showWhen.length > 0) parts.push(`shown when ${field.showWhen.map(describeRule).join(' and ')}`);
  if (field.hideWhen.length > 0) parts.push(`hidden when ${field.hideWhen.map(describeRule).join(' or ')}`);
  if (field.validation.required) parts.push('required');
  if (field.requireWhen.length > 0) parts.push(`required when ${field.requireWhen.map(describeRule).join(' or ')}`);
  for (const rule of fieldTypes[field.type].rules) {
    const value = field.validation[rule as keyof Validation];
    const text = RULE_TEXT[rule as keyof Validation] as ((value: unknown) => string) | undefined;
    if (value !== undefined && text) parts.push(text(value));
  }
  const options = optionsText(field);
  if (options) parts.push(options);
  if (field.componentName) parts.push(`component ${field.componentName} ${JSON.stringify(field.componentProps)}`);
  const custom = [
    ...(field.validation.message ? [`"${field.validation.message}"`] : []),
    ...Object.entries(field.validation.messages ?? {}).map(([rule, text]) => `${rule}: "${text}"`),
  ];
  const own = custom.length > 0 ? ` — ${custom.join(', ')}` : '';
  const head = `${field.name}: ${field.type}`;
  const body = parts.length > 0 ? `, ${parts.join(', ')}` : '';
  const sub = field.fields.length > 0 ? ` [${field.fields.map((row) => summarizeField(row, summary)).join('; ')}]` : '';
  return `${head}${body}${own}${summary.texts ? textsOf(field) : ''}${sub}`;
}

export interface StepSummary {
  title: string;
  description?: string;
  notice?: string;
  links?: string[];
  fields: string[];
}

export interface DefinitionSummary {
  title: string;
  language?: string;
  description?: string;
  steps: StepSummary[];
}

/** What a definition compiles to, step by step, for review in snapshots and the command line. */
export function summarizeDefinition(definition: FormDefinition, options: SummaryOptions = {}): DefinitionSummary {
  const fieldsOf = (step: FormDefinition['steps'][number]) => step.fields.map((field) => summarizeField(field, options));
  if (!options.texts)
    return { title: definition.title, steps: definition.steps.map((step) => ({ title: step.title, fields: fieldsOf(step) })) };
  return {
    title: definition.title,
    language: definition.language,
    ...(definition.description ? { description: definition.description } : {}),
    steps: definition.steps.map((step) => ({
      title: step.title,
      ...(step.description ? { description: step.description } : {}),
      ...(step.notice ? { notice: step.notice } : {}),
      ...(step.links.length > 0 ? { links: step.links.map((link) => `${link.label} (${link.href})`) } : {}),
      fields: fieldsOf(step),
    })),
  };
}
