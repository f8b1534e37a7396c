/** Why a JavaScript pattern has no RE2 equivalent, in the organiser's terms. */
export interface Untranslatable {
  problem: string;
  hint: string;
}

type Range = readonly [number, number];

const LAST_CODE_POINT = 0x10ffff;
// What JS's \s matches without the u flag (WhiteSpace and LineTerminator); RE2's \s is ASCII only.
const JS_SPACE: Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
// JS's '.' stops at these four; RE2's stops at \n only.
const JS_DOT_EXCLUDES: Range[] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];
const CONTROL_ESCAPES: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b, f: 0x0c };
const QUANTIFIER = /\{\d+(?:,\d*)?\}/y;
const HEX2 = /^[0-9a-fA-F]{2}/;
const HEX4 = /^[0-9a-fA-F]{4}/;
const LINEAR_HINT = 'Patterns run on a linear-time engine so that no answer can stall the server';

const hex = (code: number) => `\\x{${code.toString(16).toUpperCase()}}`;
const body = (ranges: readonly Range[]) => ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join('');

function complement(ranges: readonly Range[]): Range[] {
  const result: Range[] = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) result.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= LAST_CODE_POINT) result.push([next, LAST_CODE_POINT]);
  return result;
}

const SPACE_BODY = body(JS_SPACE);
const NOT_SPACE_BODY = body(complement(JS_SPACE));
const DOT = `[^${body(JS_DOT_EXCLUDES)}]`;

class Refusal extends Error {
  constructor(readonly reason: Untranslatable) {
    super(reason.problem);
  }
}

const refuse = (problem: string, hint: string): never => {
  throw new Refusal({ problem, hint });
};

// JS without the u flag sees UTF-16 code units where RE2 sees code points: a surrogate means two different things.
function character(code: number): number {
  if (code >= 0xd800 && code <= 0xdfff) {
    refuse(
      'Characters outside the Basic Multilingual Plane (such as emoji) are not supported in patterns',
      'Leave them out of the pattern; answers may still contain them',
    );
  }
  return code;
}

/** A character's code, or a set as written inside RE2 brackets (\d, JS's \s spelt out). */
type Atom = number | { set: string };

/** Reads the escape at the backslash at `i`: what it stands for, or null for the caller to decide. */
function escape(source: string, i: number, inClass: boolean): { value: Atom; next: number } | null {
  const e = source[i + 1] ?? '';
  if (e !== '' && 'dDwW'.includes(e)) return { value: { set: `\\${e}` }, next: i + 2 };
  if (e === 's') return { value: { set: SPACE_BODY }, next: i + 2 };
  // Outside a class the set gets its own brackets, so it may be negated.
  if (e === 'S') return { value: { set: inClass ? NOT_SPACE_BODY : `^${SPACE_BODY}` }, next: i + 2 };
  const control = CONTROL_ESCAPES[e];
  if (control !== undefined) return { value: control, next: i + 2 };
  const rest = source.slice(i + 2);
  const digits = e === 'x' ? HEX2.exec(rest) : e === 'u' ? HEX4.exec(rest) : null;
  if (digits) return { value: character(parseInt(digits[0], 16)), next: i + 2 + digits[0].length };
  if (e === 'c') {
    const letter = source[i + 2] ?? '';
    // Annex B: a \c without a letter is a backslash, and the 'c' is read next.
    if (!/[A-Za-z]/.test(letter) && !(inClass && /[\d_]/.test(letter))) return { value: 0x5c, next: i + 1 };
    return { value: letter.charCodeAt(0) % 32, next: i + 3 };
  }
  if (e === '0' && !/\d/.test(source[i + 2] ?? '')) return { value: 0, next: i + 2 };
  if (/[0-7]/.test(e) && (inClass || e === '0'))
    refuse(`Octal escapes like \\${e} are not supported`, 'Write the character as \\xHH or \\uHHHH');
  if (e === 'b' && inClass) return { value: 0x08, next: i + 2 };
  return null;
}

function translateClass(source: string, start: number): { re2: string; next: number } {
  let i = start + 1;
  const negated = source[i] === '^';
  if (negated) i++;
  if (source[i] === ']') return { re2: negated ? `[\\x{0}-${hex(LAST_CODE_POINT)}]` : `[^\\x{0}-${hex(LAST_CODE_POINT)}]`, next: i + 1 };
  const atom = (): Atom => {
    if (source[i] !== '\\') return character(source.charCodeAt(i++));
    const read = escape(source, i, true);
    if (read) {
      i = read.next;
      return read.value;
    }
    i += 2; // identity escape: the character itself
    return character(source.charCodeAt(i - 1));
  };
  const parts: string[] = [];
  while (i < source.length && source[i] !== ']') {
    const from = atom();
    const isRange = source[i] === '-' && i + 1 < source.length && source[i + 1] !== ']';
    const to = isRange ? (i++, atom()) : null;
    const text = (value: Atom) => (typeof value === 'number' ? hex(value) : value.set);
    if (typeof from === 'number' && typeof to === 'number') parts.push(`${hex(from)}-${hex(to)}`);
    // Annex B: `[\d-z]` is \d, '-' and 'z'.
    else parts.push(text(from), ...(to === null ? [] : [hex(0x2d), text(to)]));
  }
  return { re2: `[${negated ? '^' : ''}${parts.join('')}]`, next: i + 1 };
}

function translateGroup(source: string, i: number): { re2: string; next: number } {
  if (source[i + 1] !== '?') return { re2: '(?:', next: i + 1 };
  const kind = source.slice(i + 2, i + 4);
  if (kind[0] === ':') return { re2: '(?:', next: i + 3 };
  if (kind[0] === '=' || kind[0] === '!')
    refuse(
      `Lookahead is not supported: ${source.slice(i, i + 3)}…) cannot run in linear time`,
      `${LINEAR_HINT}; match the text itself, or check it with another field rule`,
    );
  if (kind === '<=' || kind === '<!')
    refuse(
      `Lookbehind is not supported: ${source.slice(i, i + 4)}…) cannot run in linear time`,
      `${LINEAR_HINT}; match the text itself, or check it with another field rule`,
    );
  // A named group only captures, and captures play no part in a yes-or-no match.
  if (kind[0] === '<') return { re2: '(?:', next: source.indexOf('>', i) + 1 };
  return refuse(`Group syntax ${source.slice(i, i + 4)} is not supported`, 'Use plain groups ( ) or (?: )');
}

/**
 * Rewrites a JavaScript pattern (no flags, already accepted by `new RegExp`) as RE2 syntax that
 * gives the same verdict: JS's '.' and '\s', Annex B literals, `\uHHHH`; lookaround and
 * backreferences have no linear-time equivalent and are refused.
 */
export function jsPatternToRe2(source: string): { re2: string } | Untranslatable {
  const hasNamedGroups = /\(\?<[^=!]/.test(source);
  const out: string[] = [];
  try {
    let i = 0;
    while (i < source.length) {
      const c = source[i]!;
      if (c === '[') {
        const cls = translateClass(source, i);
        out.push(cls.re2);
        i = cls.next;
      } else if (c === '(') {
        const group = translateGroup(source, i);
        out.push(group.re2);
        i = group.next;
      } else if (c === '{') {
        QUANTIFIER.lastIndex = i;
        const quantifier = QUANTIFIER.exec(source)?.[0] ?? null;
        out.push(quantifier ?? hex(0x7b)); // Annex B: a brace that is no quantifier is a literal
        i += quantifier?.length ?? 1;
      } else if ('|)^$*+?'.includes(c)) {
        out.push(c);
        i++;
      } else if (c === '.') {
        out.push(DOT);
        i++;
      } else if (c !== '\\') {
        out.push(/[A-Za-z0-9]/.test(c) ? c : hex(character(c.charCodeAt(0))));
        i++;
      } else {
        const e = source[i + 1] ?? '';
        const read = escape(source, i, false);
        if (read) {
          const { value } = read;
          out.push(typeof value === 'number' ? hex(value) : `[${value.set}]`);
          i = read.next;
        } else if (e === 'b' || e === 'B') {
          out.push(`\\${e}`); // ASCII word boundaries in both engines
          i += 2;
        } else if (/[1-9]/.test(e) || (e === 'k' && hasNamedGroups)) {
          refuse(
            `Backreferences are not supported: \\${e} cannot run in linear time`,
            `${LINEAR_HINT}; repeat the group's pattern instead of referring back to it`,
          );
        } else {
          out.push(hex(character(source.charCodeAt(i + 1)))); // identity escape: \/ is '/'
          i += 2;
        }
      }
    }
  } catch (error) {
    if (error instanceof Refusal) return error.reason;
    throw error;
  }
  return { re2: out.join('') };
}
