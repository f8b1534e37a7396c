import { componentContracts, COMPONENT_NAMES, isComponentName } from './components';
import { traitsOf } from './field-types';
import { problemsFromIssues } from './structure';
import type { FieldDef, FormDefinition, Problem } from './model';
import { compilePattern, isPatternProblem, shippedPatterns, type PatternEngine } from './patterns';

/** Keys the platform adds to submissions or uses internally; a field may not take them. */
const RESERVED_NAMES = new Set(['form_id', 'ip_address', 'submitted_at', '$context', '__proto__', 'constructor', 'prototype', '_form']);
const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const RANGES = [
  ['min', 'max'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minWords', 'maxWords'],
] as const;

export interface SemanticOptions {
  /** Ids of the forms a component may embed; unchecked when absent. */
  knownForms?: string[];
  /** Names of malformed fields already reported by the structure check. */
  malformedNames?: Set<string>;
  /** Must compile every `validation.pattern`; JS RegExp when absent (see CompileOptions.patterns). */
  patterns?: PatternEngine;
}

function checkNames(fields: FieldDef[], problems: Problem[]) {
  const seen = new Map<string, string>();
  for (const field of fields) {
    if (field.name === '') problems.push({ path: `${field.path}.name`, message: 'A field needs a name or a label' });
    else if (RESERVED_NAMES.has(field.name))
      problems.push({ path: `${field.path}.name`, message: `"${field.name}" is reserved; choose another name` });
    else if (!NAME_PATTERN.test(field.name)) {
      problems.push({
        path: `${field.path}.name`,
        message: `Invalid field name "${field.name}"`,
        hint: 'Use letters, digits, "_" and "-" only, starting with a letter',
      });
    }
    const earlier = seen.get(field.name);
    if (earlier !== undefined)
      problems.push({ path: `${field.path}.name`, message: `Duplicate field name "${field.name}" (also at ${earlier})` });
    else seen.set(field.name, field.path);
  }
}

function checkConditions(fields: FieldDef[], known: Set<string>, problems: Problem[]) {
  for (const field of fields) {
    for (const rule of [...field.showWhen, ...field.hideWhen, ...field.requireWhen]) {
      const path = `${field.path}.${rule.source}`;
      if (rule.field === field.name) problems.push({ path, message: `"${field.name}" cannot depend on itself` });
      else if (!known.has(rule.field)) problems.push({ path, message: `Depends on "${rule.field}", which is not a field of this form` });
    }
  }
}

/** Conditions must not loop (a shows b, b shows a): a hidden loop could never be shown. */
function checkCycles(fields: FieldDef[], problems: Problem[]) {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const state = new Map<string, 'visiting' | 'done'>();
  const reported = new Set<string>();
  const visit = (field: FieldDef, trail: string[]) => {
    state.set(field.name, 'visiting');
    for (const rule of [...field.showWhen, ...field.hideWhen, ...field.requireWhen]) {
      const controller = byName.get(rule.field);
      if (!controller || controller === field) continue;
      if (state.get(controller.name) === 'visiting') {
        const loop = [...trail.slice(trail.indexOf(controller.name)), field.name, controller.name];
        if (!reported.has(field.name)) {
          reported.add(field.name);
          problems.push({ path: `${field.path}.${rule.source}`, message: `Conditions form a cycle: ${loop.join(' -> ')}` });
        }
      } else if (!state.has(controller.name)) visit(controller, [...trail, field.name]);
    }
    state.set(field.name, 'done');
  };
  for (const field of fields) if (!state.has(field.name)) visit(field, []);
}

function checkRules(field: FieldDef, known: Set<string>, patterns: PatternEngine, problems: Problem[]) {
  const { validation } = field;
  for (const [low, high] of RANGES) {
    const min = validation[low];
    const max = validation[high];
    if (min !== undefined && max !== undefined && min > max) {
      problems.push({ path: `${field.path}.validation.${low}`, message: `${low} (${min}) is above ${high} (${max})` });
    }
  }
  if (validation.pattern !== undefined) {
    const compiled = compilePattern(validation.pattern, patterns);
    if (isPatternProblem(compiled)) {
      problems.push({
        path: `${field.path}.validation.pattern`,
        message: compiled.problem,
        ...(compiled.hint ? { hint: compiled.hint } : {}),
      });
    }
  }
  if (validation.matches !== undefined && !known.has(validation.matches)) {
    problems.push({
      path: `${field.path}.validation.matches`,
      message: `Must match "${validation.matches}", which is not a field of this form`,
    });
  }
}

function checkOptions(field: FieldDef, known: Set<string>, problems: Problem[]) {
  if (!traitsOf(field).takesOptions) return;
  if (field.optionsFrom) {
    if (!known.has(field.optionsFrom.field)) {
      problems.push({
        path: `${field.path}.optionsFrom.field`,
        message: `Options come from "${field.optionsFrom.field}", which is not a field of this form`,
      });
    }
    return;
  }
  if (field.isComeFromApi || field.options.length > 0) return;
  problems.push({
    path: `${field.path}.options`,
    message: `"${field.name}" is a ${field.type} without options or an endpoint`,
    hint: 'Add options, or set isComeFromApi with an endpoint',
  });
}

function checkComponent(field: FieldDef, options: SemanticOptions, known: Set<string>, problems: Problem[]) {
  if (traitsOf(field).rowsFrom !== 'rowForm') return;
  if (!isComponentName(field.componentName)) {
    problems.push({
      path: `${field.path}.componentName`,
      message: field.componentName ? `Unknown component "${field.componentName}"` : 'A component field needs a componentName',
      hint: `Known components: ${COMPONENT_NAMES.join(', ')}`,
    });
    return;
  }
  const parsed = componentContracts[field.componentName].propsSchema.safeParse(field.componentProps);
  if (!parsed.success) {
    problems.push(...problemsFromIssues(parsed.error.issues, [...field.path.split('.'), 'componentProps']));
    return;
  }
  const { rowForm, countField } = parsed.data;
  if (options.knownForms && !options.knownForms.includes(rowForm)) {
    problems.push({ path: `${field.path}.componentProps.rowForm`, message: `Unknown form "${rowForm}"` });
  }
  if (countField !== undefined && !known.has(countField)) {
    problems.push({ path: `${field.path}.componentProps.countField`, message: `"${countField}" is not a field of this form` });
  }
}

/** Checks what the shape alone cannot: names, conditions, rules, options and components. */
export function findSemanticProblems(definition: FormDefinition, options: SemanticOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const { fields } = definition;
  checkNames(fields, problems);
  const known = new Set([...fields.map((field) => field.name), ...definition.context, ...(options.malformedNames ?? [])]);
  checkConditions(fields, known, problems);
  checkCycles(fields, problems);
  const patterns = options.patterns ?? shippedPatterns;
  for (const field of fields) {
    checkRules(field, known, patterns, problems);
    checkOptions(field, known, problems);
    checkComponent(field, options, known, problems);
    if (traitsOf(field).rowsFrom === 'subFields') {
      if (field.fields.length === 0) problems.push({ path: `${field.path}.fields`, message: 'A dynamicArrayField needs sub-fields' });
      const rowKnown = new Set(field.fields.map((sub) => sub.name));
      checkNames(field.fields, problems);
      checkConditions(field.fields, rowKnown, problems);
      for (const sub of field.fields) {
        checkRules(sub, rowKnown, patterns, problems);
        checkOptions(sub, rowKnown, problems);
      }
    }
  }
  return problems.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
}
