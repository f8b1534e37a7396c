import { ruleHolds, traitsOf, type FieldDef, type FormDefinition, type Rule } from '../../src/engine/index';

type Answers = Record<string, unknown>;

const isToggle = (field: FieldDef | undefined) => field !== undefined && traitsOf(field).value === 'toggle';

/** "expertise_area is data (Data science and AI) or design (Design and UX)"; a context controller is marked. */
function describeRule(rule: Rule, byName: Map<string, FieldDef>, context: string[]): string {
  const controller = byName.get(rule.field);
  const values = rule.display.map((value) => {
    const label = controller?.options.find((option) => option.value.toLowerCase() === value.toLowerCase())?.label;
    return label && label !== value ? `${value} (${label})` : value;
  });
  const from = !controller && context.includes(rule.field) ? ' (in the embedding form)' : '';
  return `${rule.field}${from} is ${values.join(' or ')}`;
}

function pathsOf(fields: FieldDef[], context: string[], prefix = ''): string[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const lines: string[] = [];
  for (const field of fields) {
    const parts: string[] = [];
    const describe = (rules: Rule[]) => rules.map((rule) => describeRule(rule, byName, context));
    if (field.showWhen.length > 0) parts.push(`shown when ${describe(field.showWhen).join(' and ')}`);
    if (field.hideWhen.length > 0) parts.push(`hidden when ${describe(field.hideWhen).join(' or ')}`);
    if (field.requireWhen.length > 0) parts.push(`required when ${describe(field.requireWhen).join(' or ')}`);
    if (parts.length > 0) lines.push(`${prefix}${field.name}: ${parts.join('; ')}`);
    if (field.fields.length > 0) lines.push(...pathsOf(field.fields, context, `${prefix}${field.name}[].`));
  }
  return lines;
}

/** Which answers show, hide or require which fields: one line per conditional field, rows' sub-fields included. */
export function visibilityPaths(definition: FormDefinition): string[] {
  return pathsOf(definition.fields, definition.context);
}

/** A value of a controller that meets the rule (as the browser form holds it: booleans for toggles). */
function meeting(rule: Rule, controller: FieldDef | undefined): unknown {
  const written = rule.display[0]!;
  return isToggle(controller) ? written.toLowerCase() === 'true' : written;
}

/** A value of a controller that does not meet the rule: another option, the other toggle state, or nothing. */
export function missing(rule: Rule, controller: FieldDef | undefined): unknown {
  if (isToggle(controller)) return !ruleHolds(rule, { [rule.field]: true });
  return controller?.options.find((option) => !rule.values.includes(option.value.toLowerCase()))?.value ?? '';
}

/**
 * Answers under which a field is shown: each `show` condition met, its controllers shown in turn,
 * no `hide` condition met. Undefined when the conditions contradict each other.
 */
export function answersShowing(field: FieldDef, byName: Map<string, FieldDef>, answers: Answers = {}): Answers | undefined {
  for (const rule of field.showWhen) {
    if (rule.field in answers && !ruleHolds(rule, answers)) return undefined;
    answers[rule.field] = meeting(rule, byName.get(rule.field));
    const controller = byName.get(rule.field);
    if (controller && !answersShowing(controller, byName, answers)) return undefined;
  }
  return field.hideWhen.some((rule) => ruleHolds(rule, answers)) ? undefined : answers;
}

/** Answers meeting a rule, on top of answers that show its field. */
export const withRule = (answers: Answers, rule: Rule, byName: Map<string, FieldDef>): Answers => ({
  ...answers,
  [rule.field]: meeting(rule, byName.get(rule.field)),
});
