import type { FieldDef, Rule } from './model';

type Values = Record<string, unknown>;

function comparable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toLowerCase();
  return '';
}

/** Builds a rule from a condition value as written (string, number, boolean or a list of them). */
export function toRule(field: string, value: unknown, source = 'dependsOn.field'): Rule {
  const list = Array.isArray(value) ? value : [value];
  return { field, values: list.map(comparable), display: list.map((v) => String(v)), source };
}

/** Holds when the answer equals one of the rule's values, ignoring case; a list answer needs one shared member. */
export function ruleHolds(rule: Rule, values: Values): boolean {
  const actual = values[rule.field];
  if (Array.isArray(actual)) return actual.some((item) => rule.values.includes(comparable(item)));
  return rule.values.includes(comparable(actual));
}

/** Whether a field shows, given answers in which hidden controllers have already been dropped. */
export function isShown(field: FieldDef, values: Values): boolean {
  return field.showWhen.every((rule) => ruleHolds(rule, values)) && !field.hideWhen.some((rule) => ruleHolds(rule, values));
}

export function isConditional(field: FieldDef): boolean {
  return field.showWhen.length > 0 || field.hideWhen.length > 0;
}

/** Whether an empty answer is refused: always-required fields, or a `require` dependency that holds. */
export function isRequiredNow(field: FieldDef, values: Values): boolean {
  return field.validation.required === true || field.requireWhen.some((rule) => ruleHolds(rule, values));
}

/**
 * Orders fields so that every controller comes before the fields it controls; conditions are
 * checked acyclic beforehand, so this always terminates.
 */
export function orderByControllers(fields: FieldDef[]): FieldDef[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const done = new Set<string>();
  const ordered: FieldDef[] = [];
  const visit = (field: FieldDef, trail: Set<string>) => {
    if (done.has(field.name) || trail.has(field.name)) return;
    trail.add(field.name);
    for (const rule of [...field.showWhen, ...field.hideWhen]) {
      const controller = byName.get(rule.field);
      if (controller) visit(controller, trail);
    }
    done.add(field.name);
    ordered.push(field);
  };
  for (const field of fields) visit(field, new Set());
  return ordered;
}

/**
 * Names of the fields hidden by the answers; a field controlled by a hidden field sees that
 * controller as empty, so chains of conditions collapse as a user would expect.
 */
export function hiddenFieldNames(conditional: FieldDef[], values: Values): Set<string> {
  const hidden = new Set<string>();
  if (conditional.length === 0) return hidden;
  const effective: Values = { ...values };
  for (const field of conditional) {
    if (!isShown(field, effective)) {
      hidden.add(field.name);
      effective[field.name] = undefined;
    }
  }
  return hidden;
}
