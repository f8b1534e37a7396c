import { traitsOf } from './field-types';
import { placeholderProblems } from './event-placeholders';
import { translationProblems } from './lint-translations';
import type { FieldDef, FormDefinition, Problem, Rule } from './model';

const MAX_WORDS =
  /\b(?:not more than|no more than|at most|up to|maximum(?: of)?|max\.?|fewer than|less than|under)\s+(\d+)\s*(words?|characters?|chars?|letters?|digits?)\b/i;
const MIN_WORDS =
  /(?<!\bnot |\bno )\b(?:at least|minimum(?: of)?|min\.?|more than|over)\s+(\d+)\s*(words?|characters?|chars?|letters?|digits?)\b/i;

function unitRules(unit: string): ['minWords', 'maxWords'] | ['minLength', 'maxLength'] {
  return /^word/i.test(unit) ? ['minWords', 'maxWords'] : ['minLength', 'maxLength'];
}

/** "not more than 350 words" in a placeholder while the rule stops at 150 words. */
function contradictedNumbers(field: FieldDef): Problem[] {
  const problems: Problem[] = [];
  for (const [key, text] of [
    ['placeholder', field.placeholder],
    ['desc', field.desc],
  ] as const) {
    if (!text) continue;
    const max = MAX_WORDS.exec(text);
    if (max) {
      const [, rule] = unitRules(max[2]!);
      const said = Number(max[1]);
      const actual = field.validation[rule];
      if (actual !== undefined && actual !== said) {
        problems.push({
          path: `${field.path}.${key}`,
          message: `Says at most ${said} ${max[2]} but validation.${rule} is ${actual}`,
          hint: 'Make the text and the rule agree',
        });
      }
    }
    const min = MIN_WORDS.exec(text);
    if (min) {
      const [rule] = unitRules(min[2]!);
      const said = Number(min[1]);
      const actual = field.validation[rule];
      if (actual !== undefined && actual !== said) {
        problems.push({
          path: `${field.path}.${key}`,
          message: `Says at least ${said} ${min[2]} but validation.${rule} is ${actual}`,
          hint: 'Make the text and the rule agree',
        });
      }
    }
  }
  return problems;
}

/** Values a controller can take, when the definition fixes them; undefined when anything goes. */
function possibleValues(controller: FieldDef): string[] | undefined {
  if (traitsOf(controller).value === 'toggle') return ['true', 'false'];
  if (controller.isComeFromApi || controller.optionsFrom || controller.options.length === 0) return undefined;
  return controller.options.map((option) => option.value.toLowerCase());
}

/**
 * Likely mistakes that are not errors: text contradicting a rule's numbers, conditions no option can
 * meet (so a required field could never be shown), steps with nothing in them, placeholders no setting fills, and
 * texts left untranslated in a translated form.
 */
export function lintDefinition(definition: FormDefinition): Problem[] {
  const warnings: Problem[] = [];
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  const unreachable = (rule: Rule): boolean => {
    const controller = byName.get(rule.field);
    const values = controller ? possibleValues(controller) : undefined;
    return values !== undefined && !rule.values.some((value) => values.includes(value));
  };

  for (const step of definition.steps) {
    if (step.fields.length === 0 && !step.description && step.links.length === 0) {
      warnings.push({ path: `steps.${step.index}.fields`, message: `Step "${step.title}" has no fields and no text` });
    }
  }
  for (const field of definition.fields) {
    warnings.push(...contradictedNumbers(field));
    for (const rule of [...field.showWhen, ...field.requireWhen]) {
      if (!unreachable(rule)) continue;
      const offered = possibleValues(byName.get(rule.field)!)!.join(', ');
      warnings.push({
        path: `${field.path}.${rule.source.replace(/\.field$/, '.value')}`,
        message: `No option of "${rule.field}" has the value ${rule.display.map((value) => JSON.stringify(value)).join(' or ')}`,
        hint: `Its options are: ${offered}`,
      });
      if (field.validation.required && field.showWhen.includes(rule)) {
        warnings.push({
          path: `${field.path}.validation.required`,
          message: `"${field.name}" is required but its condition can never hold, so it is never asked`,
        });
      }
    }
  }
  warnings.push(...placeholderProblems(definition));
  warnings.push(...translationProblems(definition));
  return warnings;
}
