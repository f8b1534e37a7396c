import { hiddenFieldNames, isConditional, isRequiredNow, orderByControllers, ruleHolds } from './conditions';
import { fieldTypes, traitsOf } from './field-types';
import { SOURCE_LANGUAGE, type Language } from './i18n/languages';
import { catalogueFor, type MessageCatalogue } from './i18n/message-catalogue';
import { MissingAnswer } from './missing-answer';
import type { FieldDef, Rule } from './model';
import { failureOf, type RuleError } from './rule-errors';

type Values = Record<string, unknown>;

/** Key under which a row carries the answers of the form embedding it. */
export const CONTEXT_KEY = '$context';

export { MissingAnswer };

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof MissingAnswer);

function describeRule(rule: Rule, fieldsByName: Map<string, FieldDef>, words: MessageCatalogue): { controller: string; values: string[] } {
  const controller = fieldsByName.get(rule.field);
  const toggle = controller !== undefined && traitsOf(controller).value === 'toggle';
  const labelOf = (value: string) => {
    if (toggle && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true' ? words.yes() : words.no();
    return controller?.options.find((option) => option.value.toLowerCase() === value.toLowerCase())?.label ?? value;
  };
  return { controller: controller?.label ?? rule.field, values: rule.display.map(labelOf) };
}

/**
 * Prepares answers for a schema: normalises each by its type, drops hidden fields, and replaces
 * required answers left empty by a MissingAnswer, so each field's schema can report it in place.
 * `contextFields` are the embedding form's fields, so messages can name them by label; messages come in `language`.
 */
export function createPreparer(
  fields: FieldDef[],
  contextNames: string[],
  contextFields: FieldDef[] = [],
  language: Language = SOURCE_LANGUAGE,
) {
  const words = catalogueFor(language);
  const fieldsByName = new Map(fields.map((field) => [field.name, field]));
  const describable = new Map([...contextFields, ...fields].map((field) => [field.name, field]));
  const conditional = orderByControllers(fields).filter(isConditional);
  const nested = fields.filter((field) => traitsOf(field).value === 'rows');

  // The field's own required message wins, a conditional requirement included.
  const requiredFailure = (field: FieldDef, values: Values): RuleError => {
    const rule = field.requireWhen.find((candidate) => ruleHolds(candidate, values)) ?? field.showWhen[0];
    if (!rule) return failureOf(field, 'required', fieldTypes[field.type].emptyRule, {}, language);
    const { controller, values: shown } = describeRule(rule, describable, words);
    return failureOf(field, 'required', 'requiredWhen', { label: field.label, controller, values: shown }, language);
  };

  const hidden = (values: Values): Set<string> => hiddenFieldNames(conditional, values);

  // Every condition's controller: what `hidden` reads, whichever fields are checked.
  const controllerNames = [...new Set(conditional.flatMap((field) => [...field.showWhen, ...field.hideWhen].map((rule) => rule.field)))];

  /** Prepares the answers of `only` (all when absent), reading no answer but theirs and the conditions' controllers. */
  const prepareSome = (input: unknown, only?: { keys: readonly string[]; fields: FieldDef[] }): unknown => {
    if (!isPlainObject(input)) return input;
    const context = isPlainObject(input[CONTEXT_KEY]) ? input[CONTEXT_KEY] : {};
    const answers = new Map<string, unknown>();
    for (const key of only ? only.keys.filter((name) => name in input) : Object.keys(input)) {
      if (key === CONTEXT_KEY) continue;
      const field = fieldsByName.get(key);
      answers.set(key, field ? fieldTypes[field.type].normalize(input[key], field) : input[key]);
    }
    // Object.fromEntries makes "__proto__" an own (and refused) key, never the prototype.
    const scope: Values = Object.fromEntries(answers);
    // Conditions read the embedding form's answers, which a row cannot override.
    for (const name of contextNames) scope[name] = context[name];
    const hiddenNow = hidden(scope);
    for (const field of only ? only.fields : fields) {
      const value = answers.get(field.name);
      if (hiddenNow.has(field.name)) answers.delete(field.name);
      else if (fieldTypes[field.type].isEmpty(value) && isRequiredNow(field, scope)) {
        answers.set(field.name, new MissingAnswer(requiredFailure(field, scope)));
      } else if (value === undefined) answers.delete(field.name);
    }
    for (const field of nested) {
      const rows = answers.get(field.name);
      if (Array.isArray(rows))
        answers.set(
          field.name,
          rows.map((row) => (isPlainObject(row) ? { ...row, [CONTEXT_KEY]: scope } : row)),
        );
    }
    return Object.fromEntries(answers);
  };

  const prepare = (input: unknown): unknown => prepareSome(input, undefined);

  /**
   * Prepares what a check of these fields reads: their answers, their own rules' answers and the conditions'
   * controllers, not every answer (a keystroke's work). Rows read every answer of their parent: the whole is prepared.
   */
  const prepareFields = (input: unknown, names: readonly string[]): unknown => {
    const checked = names.flatMap((name) => fieldsByName.get(name) ?? []);
    if (checked.some((field) => traitsOf(field).value === 'rows')) return prepare(input);
    const keys = new Set([...names, ...controllerNames]);
    for (const field of checked) {
      for (const rule of [...field.showWhen, ...field.hideWhen, ...field.requireWhen]) keys.add(rule.field);
      if (field.validation.matches) keys.add(field.validation.matches);
    }
    // Every answer read is prepared as the whole form would (a hidden one dropped, an empty one missing).
    return prepareSome(input, { keys: [...keys], fields: [...keys].flatMap((name) => fieldsByName.get(name) ?? []) });
  };

  return { prepare, prepareFields, hidden, controllerNames };
}
