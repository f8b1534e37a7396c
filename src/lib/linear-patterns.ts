import { RE2JS } from 're2js';
import type { PatternEngine, PatternProblem } from '../engine/index';
import { jsPatternToRe2 } from './js-pattern-to-re2';

const TOO_MANY: PatternProblem = {
  problem: 'Repeat counts above 1000 are not supported (nested counts multiply: (a{100}){20} counts 2000)',
  hint: 'Use a smaller count; to limit the length of the answer, use maxLength',
};
const TOO_BIG: PatternProblem = { problem: 'Pattern is too large to run', hint: 'Use fewer or smaller repeats and alternatives' };

function re2Problem(error: unknown): PatternProblem {
  const reason = (error as { error?: unknown }).error;
  if (reason === 'invalid repeat count') return TOO_MANY;
  if (reason === 'expression too large' || reason === 'expression nests too deeply') return TOO_BIG;
  return { problem: `Pattern cannot run on the linear-time engine: ${error instanceof Error ? error.message : String(error)}` };
}

/**
 * Organisers' patterns on re2js (RE2 in plain JavaScript): matching takes time linear in the answer
 * whatever the pattern, with the same verdicts in the browser and on the server. A pattern keeps
 * JavaScript syntax and meaning (no flags); what RE2 cannot run is refused with a hint.
 */
export const linearPatterns: PatternEngine = {
  compile(source) {
    try {
      // The definition format is JavaScript's: editors and the shipped forms read patterns that way.
      new RegExp(source);
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
    const translated = jsPatternToRe2(source);
    if (!('re2' in translated)) return translated;
    try {
      const re2 = RE2JS.compile(translated.re2);
      return { test: (text: string) => re2.test(text) };
    } catch (error) {
      return re2Problem(error);
    }
  },
};
