import { checkDefinition, compileDefinition, type CompiledForm, type PatternEngine } from '../src/engine/index';
import { linearPatterns } from '../src/lib/linear-patterns';
import { measure } from './measure';
import { formatDuration, type ProductRow, type Timing } from './table';

const LONGEST_ANSWER = 10_000; // TEXT_HARD_LIMIT: no text answer is longer
const TARGET_MS = 5;

interface PatternCase {
  label: string;
  pattern: string;
  /** An answer of n characters that fails the pattern only at its end, the worst for backtracking. */
  answer: (n: number) => string;
  /** Characters given to JS RegExp: more and the bench would not finish. */
  baselineLength: number;
}

const CASES: PatternCase[] = [
  {
    label: 'worst shipped: URL /^https?:\\/\\/[^\\s/$.?#][^\\s]*$/',
    pattern: '^https?:\\/\\/[^\\s/$.?#][^\\s]*$',
    answer: (n) => `https://${'a'.repeat(n - 10)} a`, // answers are trimmed: the space goes before the last letter
    baselineLength: LONGEST_ANSWER, // safe on a backtracking engine too
  },
  {
    label: 'accepted organiser pattern: polynomial /\\d*\\d*\\d*x$/',
    pattern: '\\d*\\d*\\d*x$',
    answer: (n) => '7'.repeat(n),
    baselineLength: 100,
  },
  {
    label: 'accepted organiser pattern: exponential /^(a|aa)+$/',
    pattern: '^(a|aa)+$',
    answer: (n) => `${'a'.repeat(n - 1)}!`,
    baselineLength: 25,
  },
  {
    label: 'accepted organiser pattern: exponential /^(\\w+\\s?)*$/',
    pattern: '^(\\w+\\s?)*$',
    answer: (n) => `${'a'.repeat(n - 1)}!`,
    baselineLength: 20,
  },
];

function formWith(pattern: string, patterns?: PatternEngine): CompiledForm {
  const json = {
    title: 'Bench',
    steps: [{ title: 'One', fields: [{ name: 'answer', label: 'Answer', type: 'text', validation: { pattern } }] }],
  };
  const result = checkDefinition(json, patterns ? { patterns } : {});
  if (!result.ok) throw new Error(`${pattern} refused: ${result.problems.map((problem) => problem.message).join('; ')}`);
  return compileDefinition(result.definition, patterns ? { patterns } : {});
}

/** Both engines must refuse the answer before any timing, or the comparison means nothing. */
function refuses(form: CompiledForm, answer: string, engine: string): () => unknown {
  const outcome = form.validate({ answer });
  if (outcome.success || outcome.errors.answer?.[0] !== 'Invalid format')
    throw new Error(`${engine} did not refuse the bench answer: ${JSON.stringify(outcome).slice(0, 200)}`);
  return () => form.validate({ answer });
}

const timing = (value: Timing) => `${formatDuration(value.median)} (p95 ${formatDuration(value.p95)})`;

/**
 * Validation of one answer through the compiled form: organiser patterns on re2js with the longest
 * answer, against JS RegExp (what ran before) on an answer capped so that the bench finishes.
 */
export async function runPatternBench(): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (const { label, pattern, answer, baselineLength } of CASES) {
    const ours = refuses(formWith(pattern, linearPatterns), answer(LONGEST_ANSWER), 're2js');
    const baseline = refuses(formWith(pattern), answer(baselineLength), 'JS RegExp');
    const timings = await measure(
      [
        { name: 'ours', fn: ours },
        { name: 'baseline', fn: baseline },
      ],
      { time: 300, iterations: 10 },
    );
    const linear = timings.get('ours')!;
    const backtracking = timings.get('baseline')!;
    rows.push({
      area: 'patterns (validate one answer)',
      measure: `${label}, ${LONGEST_ANSWER.toLocaleString('en')} characters on re2js`,
      value: timing(linear),
      baseline: `JS RegExp on ${baselineLength.toLocaleString('en')} characters: ${timing(backtracking)}`,
      target: `< ${TARGET_MS} ms`,
      met: linear.median < TARGET_MS,
    });
  }
  return rows;
}
