import type { PatternEngine } from '../engine/index';
import { loadOnce } from './load-once';

// re2js and the translation to its syntax, loaded together once; a failed load (offline, a new deploy) is tried again by the next caller.
const linear = loadOnce(async () => {
  const [{ RE2JS }, { jsPatternToRe2 }] = await Promise.all([import('re2js'), import('./js-pattern-to-re2')]);
  return { RE2JS, jsPatternToRe2 };
});
type Linear = Awaited<ReturnType<typeof linear.load>>;
/** Whether a page's form holds a pattern re2js must run. */
let needed = false;

/** A definition stored before patterns ran on re2js may hold one RE2 refuses: the server says so; here it still runs. */
function linearOr(native: RegExp, { RE2JS, jsPatternToRe2 }: Linear, source: string): { test(text: string): boolean } {
  const translated = jsPatternToRe2(source);
  if (!('re2' in translated)) return native;
  try {
    return RE2JS.compile(translated.re2);
  } catch {
    return native;
  }
}

/**
 * Organisers' patterns in an applicant's browser: the same linear-time engine as the server (re2js, see
 * `linearPatterns`), but its 45 KB (gzipped) load beside the form instead of before the first screen.
 * The definition was checked by the server when published (`linearPatterns` refuses what RE2 cannot run),
 * so here a pattern is only compiled; until re2js and the translation to its syntax have arrived, or if
 * they cannot load, answers are matched by the browser's RegExp, whose verdicts the translation keeps.
 * Next and Submit wait for them (`pending`).
 */
export const browserPatterns: PatternEngine = {
  compile(source) {
    let native: RegExp;
    try {
      native = new RegExp(source);
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
    needed = true;
    void linear.load().catch(() => undefined);
    let engine: { test(text: string): boolean } | undefined;
    return {
      test(text) {
        const loaded = linear.loaded();
        if (!loaded) return native.test(text);
        engine ??= linearOr(native, loaded, source);
        return engine.test(text);
      },
    };
  },
  // Only a form with a pattern waits: one without never downloads re2js.
  pending: () => (!needed || linear.loaded() ? undefined : linear.load().then(() => undefined)),
};
