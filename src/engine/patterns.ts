/** A `validation.pattern` ready to run: whether it matches anywhere in an answer, like `RegExp.prototype.test`. */
export interface CompiledPattern {
  test(text: string): boolean;
}

/** Why a pattern cannot run, said at its JSON path. */
export interface PatternProblem {
  problem: string;
  hint?: string;
}

/**
 * Compiles `validation.pattern`. Whatever an organiser wrote must run on a linear-time engine
 * (`linearPatterns` in src/lib/linear-patterns.ts): on a backtracking one a single answer can hold
 * the server for seconds. The engine is passed in because src/engine imports zod only.
 */
export interface PatternEngine {
  compile(source: string): CompiledPattern | PatternProblem;
  /** For an engine whose matcher loads on demand: while it loads, resolves once compiled patterns run on it (Next and Submit wait). */
  pending?(): Promise<void> | undefined;
}

/** Longer patterns are refused whatever the engine, before it compiles them. */
export const MAX_PATTERN_LENGTH = 1000;

/**
 * JS RegExp, used when no engine is passed: backtracking, so only for the definitions shipped in
 * forms/ (reviewed and tested like code). See docs/decisions/0006.
 */
export const shippedPatterns: PatternEngine = {
  compile(source) {
    try {
      return new RegExp(source);
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  },
};

export const isPatternProblem = (compiled: CompiledPattern | PatternProblem): compiled is PatternProblem => 'problem' in compiled;

/** Compiles a pattern with the engine, or says why it cannot run. */
export function compilePattern(source: string, engine: PatternEngine): CompiledPattern | PatternProblem {
  if (source.length > MAX_PATTERN_LENGTH) return { problem: `Pattern is longer than ${MAX_PATTERN_LENGTH} characters` };
  return engine.compile(source);
}
