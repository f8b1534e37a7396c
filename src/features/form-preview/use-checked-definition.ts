import { useDeferredValue, useMemo } from 'react';
import { checkDefinitionText, compileDefinition, type CompiledForm, type Problem } from '../../engine/index';
import { lintDefinition } from '../../engine/organiser';
import type { Language } from '../../lib/i18n/languages';
import { linearPatterns } from '../../lib/linear-patterns';

export type PreviewState =
  | { status: 'empty' }
  | { status: 'problems'; problems: Problem[] }
  /** `source` is the definition as written, which is what gets published. */
  | { status: 'ready'; compiled: CompiledForm; warnings: Problem[]; source: unknown };

/** Checks pasted definition text as it is typed (deferred, so typing never waits for the check). */
export function useCheckedDefinition(text: string, forms: Record<string, CompiledForm['definition']>, language: Language): PreviewState {
  const deferred = useDeferredValue(text);
  return useMemo((): PreviewState => {
    if (deferred.trim() === '') return { status: 'empty' };
    const checked = checkDefinitionText(deferred, { knownForms: Object.keys(forms), patterns: linearPatterns, language });
    if (!checked.ok) return { status: 'problems', problems: checked.problems };
    try {
      const compiled = compileDefinition(checked.definition, { forms, patterns: linearPatterns });
      return { status: 'ready', compiled, warnings: lintDefinition(checked.definition), source: JSON.parse(deferred) as unknown };
    } catch (error) {
      return { status: 'problems', problems: [{ path: '', message: (error as Error).message }] };
    }
  }, [deferred, forms, language]);
}
