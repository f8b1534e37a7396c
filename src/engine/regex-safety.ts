export type PatternVerdict =
  | { ok: true }
  | { ok: false; reason: 'invalid'; message: string } // not a valid JS RegExp, or too long or deep to check
  | { ok: false; reason: 'exponential'; message: string }; // can take exponential time (catastrophic backtracking)

const MAX_LENGTH = 1000;
const MAX_DEPTH = 50;
// Above this many stacked ambiguous splits the cost is n^degree, as bad as exponential in practice.
const MAX_DEGREE = 10;
const LAST_UNIT = 0xffff;

type Range = readonly [number, number];
type CharSet = readonly Range[]; // sorted, merged UTF-16 code-unit ranges: without 'u' the engine sees code units

// The parser folds each piece of pattern into this summary instead of building a tree.
interface Info {
  nullable: boolean;
  first: CharSet; // what a non-empty match can start with
  open: CharSet; // what repeats still able to grow at the end of this piece would take next
  degree: number; // ambiguous split points stacked up; Infinity means exponential
}

interface Parser { src: string; pos: number; depth: number; tooDeep: boolean }

const EMPTY: CharSet = [];
const ALL: CharSet = [[0, LAST_UNIT]];
const DIGIT: CharSet = [[48, 57]];
const WORD: CharSet = [[48, 57], [65, 90], [95, 95], [97, 122]];
const SPACE = normalize([[9, 13], [32, 32], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]]);
const DOT = complement(normalize([[10, 10], [13, 13], [0x2028, 0x2029]]));
const ZERO_WIDTH: Info = { nullable: true, first: EMPTY, open: EMPTY, degree: 0 };
// A backreference matches a run of unknown text, so treat it like `.*`.
const BACKREF: Info = { nullable: true, first: ALL, open: ALL, degree: 0 };
const CLASS_ESCAPES: Record<string, CharSet> = { d: DIGIT, D: complement(DIGIT), w: WORD, W: complement(WORD), s: SPACE, S: complement(SPACE) };
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12 };
const QUANTIFIER = /\{(\d+)(,(\d*))?\}/y;

/** Checks that a pattern compiles (with the 'u' flag off, like `new RegExp(source)`) and cannot backtrack catastrophically. */
export function checkPattern(source: string): PatternVerdict {
  if (source.length > MAX_LENGTH) return invalid(`Pattern is longer than ${MAX_LENGTH} characters`);
  try {
    new RegExp(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return invalid(message.startsWith('Invalid regular expression') ? message : `Invalid regular expression: ${message}`);
  }
  const parser: Parser = { src: source, pos: 0, depth: 0, tooDeep: false };
  const info = parseAlternation(parser);
  if (parser.tooDeep) return invalid(`Pattern nests groups deeper than ${MAX_DEPTH} levels`);
  // Only reachable if the engine accepts syntax this parser does not know; refuse what we cannot analyse.
  if (parser.pos < source.length) return invalid(`Pattern has syntax the safety check does not understand at position ${parser.pos}`);
  if (info.degree > MAX_DEGREE) {
    return { ok: false, reason: 'exponential', message: 'Pattern can take exponential time: nested or overlapping repeats can match the same text in too many ways' };
  }
  return { ok: true };
}

function invalid(message: string): PatternVerdict {
  return { ok: false, reason: 'invalid', message };
}

function parseAlternation(p: Parser): Info {
  const branches = [parseSequence(p)];
  while (p.src[p.pos] === '|') {
    p.pos++;
    branches.push(parseSequence(p));
  }
  return alternation(branches);
}

function parseSequence(p: Parser): Info {
  const items: Info[] = [];
  while (p.pos < p.src.length && p.src[p.pos] !== '|' && p.src[p.pos] !== ')') {
    const atom = parseAtom(p);
    const bounds = parseQuantifier(p);
    items.push(bounds ? repeat(atom, bounds[0], bounds[1]) : atom);
  }
  return sequence(items);
}

function parseQuantifier(p: Parser): [number, number] | null {
  const c = p.src[p.pos];
  let bounds: [number, number] | null = null;
  if (c === '*') bounds = [0, Infinity];
  else if (c === '+') bounds = [1, Infinity];
  else if (c === '?') bounds = [0, 1];
  if (bounds) p.pos++;
  else if (c === '{') {
    QUANTIFIER.lastIndex = p.pos;
    const match = QUANTIFIER.exec(p.src);
    // Annex B: a brace that is not a well-formed quantifier is a literal.
    if (!match) return null;
    const min = Number(match[1]);
    bounds = [min, match[2] === undefined ? min : match[3] ? Number(match[3]) : Infinity];
    p.pos += match[0].length;
  } else return null;
  if (p.src[p.pos] === '?') p.pos++; // laziness changes the order tried, not the number of paths
  return bounds;
}

function parseAtom(p: Parser): Info {
  const c = p.src[p.pos] ?? '';
  if (c === '(') return parseGroup(p);
  if (c === '[') return chars(parseClass(p));
  p.pos++;
  if (c === '.') return chars(DOT);
  if (c === '^' || c === '$') return ZERO_WIDTH;
  if (c !== '\\') return chars(toSet(c.charCodeAt(0)));
  const e = p.src[p.pos] ?? '';
  if (e === 'b' || e === 'B') {
    p.pos++;
    return ZERO_WIDTH;
  }
  if (/[1-9]/.test(e)) {
    while (/\d/.test(p.src[p.pos] ?? '')) p.pos++;
    return BACKREF;
  }
  if (e === 'k' && p.src[p.pos + 1] === '<' && p.src.includes('>', p.pos)) {
    p.pos = p.src.indexOf('>', p.pos) + 1;
    return BACKREF;
  }
  return chars(toSet(parseEscape(p, false)));
}

function parseGroup(p: Parser): Info {
  const rest = p.src.slice(p.pos, p.pos + 4);
  const look = /^\(\?<?[=!]/.exec(rest);
  const named = /^\(\?<[^=!]/.test(rest);
  const modifiers = /^\(\?[a-z-]*:/.exec(p.src.slice(p.pos, p.pos + 12));
  if (look) p.pos += look[0].length;
  else if (named) p.pos = Math.max(p.src.indexOf('>', p.pos) + 1, p.pos + 3);
  else if (modifiers) p.pos += modifiers[0].length;
  else p.pos++;
  if (++p.depth > MAX_DEPTH) {
    // Stop every loop above us so the parse unwinds at once.
    p.tooDeep = true;
    p.pos = p.src.length;
    return ZERO_WIDTH;
  }
  const body = parseAlternation(p);
  p.depth--;
  if (p.src[p.pos] === ')') p.pos++;
  // Lookarounds match no characters but their own backtracking still costs.
  return look ? { ...ZERO_WIDTH, degree: body.degree } : body;
}

function parseClass(p: Parser): CharSet {
  p.pos++;
  const negated = p.src[p.pos] === '^';
  if (negated) p.pos++;
  const ranges: Range[] = [];
  while (p.pos < p.src.length && p.src[p.pos] !== ']') {
    const from = parseClassAtom(p);
    const isRange = p.src[p.pos] === '-' && p.pos + 1 < p.src.length && p.src[p.pos + 1] !== ']';
    const to = isRange ? (p.pos++, parseClassAtom(p)) : null;
    if (typeof from === 'number' && typeof to === 'number') ranges.push([from, to]);
    // Annex B: `[\d-x]` is \d, '-' and 'x'.
    else ranges.push(...toSet(from), ...(to === null ? [] : [[45, 45] as const, ...toSet(to)]));
  }
  p.pos++;
  const set = normalize(ranges);
  return negated ? complement(set) : set;
}

function parseClassAtom(p: Parser): number | CharSet {
  const c = p.src[p.pos++] ?? '';
  if (c !== '\\') return c.charCodeAt(0);
  if (p.src[p.pos] !== 'b') return parseEscape(p, true);
  p.pos++;
  return 8; // inside a class \b is backspace
}

// Reads the escape after a backslash that has already been consumed.
function parseEscape(p: Parser, inClass: boolean): number | CharSet {
  const e = p.src[p.pos] ?? '\\';
  const set = CLASS_ESCAPES[e];
  const control = CONTROL_ESCAPES[e];
  if (set || control !== undefined) {
    p.pos++;
    return set ?? control ?? 0;
  }
  const hex = e === 'x' ? /^[0-9a-f]{2}/i.exec(p.src.slice(p.pos + 1)) : e === 'u' ? /^[0-9a-f]{4}/i.exec(p.src.slice(p.pos + 1)) : null;
  if (hex) {
    p.pos += 1 + hex[0].length;
    return parseInt(hex[0], 16);
  }
  if (e === 'c') {
    const letter = p.src[p.pos + 1] ?? '';
    // Annex B: a bare `\c` is a literal backslash followed by 'c'.
    if (!/[a-z]/i.test(letter) && !(inClass && /[\d_]/.test(letter))) return 92;
    p.pos += 2;
    return letter.charCodeAt(0) % 32;
  }
  const octal = /^[0-7]{1,3}/.exec(p.src.slice(p.pos, p.pos + 3));
  if (octal && (e === '0' || inClass)) {
    p.pos += octal[0].length;
    return parseInt(octal[0], 8) & 0xff;
  }
  p.pos++;
  return e.charCodeAt(0);
}

function toSet(value: number | CharSet): CharSet {
  return typeof value === 'number' ? [[value, value]] : value;
}

function chars(set: CharSet): Info {
  return { nullable: false, first: set, open: EMPTY, degree: 0 };
}

function sequence(items: Info[]): Info {
  let nullable = true;
  let first = EMPTY;
  let pending = EMPTY;
  let degree = 0;
  for (const item of items) {
    if (nullable) first = union(first, item.first);
    // A growing repeat followed by something it could also match: two ways to split the text.
    if (overlaps(pending, item.first)) degree += 1;
    degree += item.degree;
    pending = union(item.nullable ? pending : EMPTY, item.open);
    nullable &&= item.nullable;
  }
  return { nullable, first, open: pending, degree };
}

function alternation(branches: Info[]): Info {
  let result: Info = { ...ZERO_WIDTH, nullable: false };
  let overlap = false;
  for (const branch of branches) {
    overlap ||= overlaps(result.first, branch.first);
    result = {
      nullable: result.nullable || branch.nullable,
      first: union(result.first, branch.first),
      open: union(result.open, branch.open),
      degree: Math.max(result.degree, branch.degree),
    };
  }
  return overlap ? { ...result, degree: result.degree + 1 } : result;
}

function repeat(body: Info, min: number, max: number): Info {
  if (max === 0) return ZERO_WIDTH;
  const grows = min < max && body.first.length > 0;
  // Where one pass may keep growing into what starts the next, the passes can be split many ways.
  const inner = body.degree + (max > 1 && overlaps(body.open, body.first) ? 1 : 0);
  return {
    nullable: min === 0 || body.nullable,
    first: body.first,
    open: grows ? union(body.first, body.open) : body.open,
    degree: inner === 0 ? 0 : inner * max,
  };
}

function normalize(ranges: readonly Range[]): CharSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = merged[merged.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

function union(a: CharSet, b: CharSet): CharSet {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  return normalize([...a, ...b]);
}

function complement(set: CharSet): CharSet {
  const result: Range[] = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) result.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= LAST_UNIT) result.push([next, LAST_UNIT]);
  return result;
}

function overlaps(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aLo, aHi] = a[i] ?? [0, -1];
    const [bLo, bHi] = b[j] ?? [0, -1];
    if (aLo <= bHi && bLo <= aHi) return true;
    if (aHi < bHi) i++;
    else j++;
  }
  return false;
}
