import type { RE2JS } from 're2js';
import type { PatternEngine } from '../engine/index';
import { jsPatternToRe2 } from './js-pattern-to-re2';
import { loadOnce } from './load-once';

// Loaded once; a failed load (offline, a deploy replaced the chunk) is tried again by the next caller.
const re2js = loadOnce(async () => (await import('re2js')).RE2JS);
/** Whether a page's form holds a pattern re2js must run. */
let needed = false;

/** A definition stored before patterns ran on re2js may hold one RE2 refuses: the server says so; here it still runs. */
function linearOr(native: RegExp, re2: typeof RE2JS, source: string): { test(text: string): boolean } {
  try {
    return re2.compile(source);
  } catch {
    return native;
  }
}

/**
 * Organisers' patterns in an applicant's browser: the same linear-time engine as the server (re2js, see
 * `linearPatterns`), but its 45 KB (gzipped) load beside the form instead of before the first screen.
 * The definition was checked by the server when published (`linearPatterns` refuses what RE2 cannot run),
 * so here a pattern is only translated; until re2js has arrived, or if it cannot load, answers are matched
 * by the browser's RegExp, whose verdicts the translation keeps. Next and Submit wait for it (`pending`).
 */
export const browserPatterns: PatternEngine = {
  compile(source) {
    let native: RegExp;
    try {
      native = new RegExp(source);
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
    const translated = jsPatternToRe2(source);
    if (!('re2' in translated)) return translated;
    needed = true;
    void re2js.load().catch(() => undefined);
    let linear: { test(text: string): boolean } | undefined;
    return {
      test(text) {
        const engine = re2js.loaded();
        if (!engine) return native.test(text);
        linear ??= linearOr(native, engine, translated.re2);
        return linear.test(text);
      },
    };
  },
  // Only a form with a pattern waits: one without never downloads re2js.
  pending: () => (!needed || re2js.loaded() ? undefined : re2js.load().then(() => undefined)),
};
