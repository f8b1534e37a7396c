import type { RawDefinition } from './definition-schema';
import type { Language } from './i18n/languages';
import { guardDefinitionSize, parseDefinitionText } from './guard';
import type { FormDefinition, Problem } from './model';
import { normalizeDefinition } from './normalize';
import { findSemanticProblems, type SemanticOptions } from './semantic-checks';
import { checkStructure } from './structure';

export type CheckResult = { ok: true; definition: FormDefinition } | { ok: false; problems: Problem[] };
export type CheckOptions = Pick<SemanticOptions, 'knownForms' | 'patterns'> & {
  /** The language its texts and messages come in (default English); a text missing it falls back to English. */
  language?: Language;
};

/** A condition with a field but no value (or the reverse) is a half-written condition. */
function halfWrittenConditions(raw: RawDefinition, fieldIndexes?: number[][]): Problem[] {
  const problems: Problem[] = [];
  raw.steps.forEach((step, stepIndex) =>
    step.fields.forEach((field, position) => {
      const path = `steps.${stepIndex}.fields.${fieldIndexes?.[stepIndex]?.[position] ?? position}.dependsOn`;
      const { dependsOn } = field;
      if (!dependsOn) return;
      if (dependsOn.field && dependsOn.value === undefined) problems.push({ path: `${path}.value`, message: 'A condition needs a value' });
      if (!dependsOn.field && dependsOn.value !== undefined) problems.push({ path: `${path}.field`, message: 'A condition needs a field' });
    }),
  );
  return problems;
}

/**
 * Checks a definition and reports every problem with its JSON path at once; a definition that
 * passes comes back normalised (names derived, texts in `options.language`, conditions unified, fields ordered).
 */
export function checkDefinition(input: unknown, options: CheckOptions = {}): CheckResult {
  const tooBig = guardDefinitionSize(input);
  if (tooBig) return { ok: false, problems: [tooBig] };
  const structure = checkStructure(input);
  if (!structure.partial) return { ok: false, problems: structure.problems };
  const { language, ...semantic } = options;
  const definition = normalizeDefinition(structure.partial, structure.fieldIndexes, language);
  const problems = [
    ...structure.problems,
    ...halfWrittenConditions(structure.partial, structure.fieldIndexes),
    ...findSemanticProblems(definition, { ...semantic, malformedNames: structure.malformedNames }),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, definition };
}

/** Checks definition text (a file, a pasted definition, a request body). */
export function checkDefinitionText(text: string, options: CheckOptions = {}): CheckResult {
  const parsed = parseDefinitionText(text);
  return 'problem' in parsed ? { ok: false, problems: [parsed.problem] } : checkDefinition(parsed.value, options);
}
