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

/** One line per field: its type, when it shows, when it is required, and each rule. */
export function summarizeField(field: FieldDef): string {
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
  const sub = field.fields.length > 0 ? ` [${field.fields.map(summarizeField).join('; ')}]` : '';
  return `${head}${body}${own}${sub}`;
}

/** What a definition compiles to, step by step, for review in snapshots and the command line. */
export function summarizeDefinition(definition: FormDefinition): { title: string; steps: { title: string; fields: string[] }[] } {
  return {
    title: definition.title,
    steps: definition.steps.map((step) => ({ title: step.title, fields: step.fields.map(summarizeField) })),
  };
}
