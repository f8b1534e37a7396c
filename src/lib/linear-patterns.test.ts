import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { jsPatternToRe2 } from './js-pattern-to-re2';
import { linearPatterns } from './linear-patterns';

const definitions = import.meta.glob<unknown>('../../forms/**/*.json', { eager: true, import: 'default' });

function patternsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(patternsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'pattern' && typeof inner === 'string' ? [inner] : patternsIn(inner)));
}

// `validation.pattern` and also `messages.pattern` texts: the latter are no patterns but must not break the walk.
const SHIPPED = [...new Set(Object.values(definitions).flatMap(patternsIn))].filter((source) => !/^Enter /.test(source));

/** What organisers write: names in Arabic or Latin, ids, codes, e-mails, counts. */
const TYPICAL = [
  '^[A-Za-z ]+$',
  '^[\\u0600-\\u06FF\\s]+$', // Arabic letters and spaces
  '^[\\u0621-\\u064A\\u0660-\\u0669 ]{2,40}$', // Arabic letters and Arabic-Indic digits
  '^\\d{14}$',
  '^(?:\\+20|0)?1[0125]\\d{8}$',
  '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$',
  '^.{3,50}$',
  '^\\w+$',
  '\\bcairo\\b',
  '^[A-Z]{2}\\d{4,6}$',
  '^\\d{1,3}(,\\d{3})*$',
  '^[^<>{}]*$',
  '^\\s*\\S.*$',
  '^\\S+$',
  'colou?r',
  '^(https?:\\/\\/)?([\\w-]+\\.)+[\\w-]+(\\/[\\w\\-./?%&=]*)?$',
  '^\\d*\\d*\\d*x$', // polynomial on a backtracking engine
  '^(a|aa)+$', // exponential on a backtracking engine
];

// Digits (ASCII and Arabic-Indic), letters, Arabic, every space JS knows, line breaks and punctuation.
const UNITS = [
  ...'0123456789٠١٢٣abcxzAZ_ابتجسمنهوية',
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  ...'+-.,:/?#$%&=@<>{}()[]\\!\'"',
];
const answer = fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 30 });

const linear = (source: string) => {
  const compiled = linearPatterns.compile(source);
  if ('problem' in compiled) throw new Error(`${source}: ${compiled.problem}`);
  return compiled;
};

/** Same verdict as `new RegExp(source).test(text)`, on hand-picked and random answers. */
function expectSameVerdicts(source: string, examples: string[] = []) {
  const js = new RegExp(source);
  const ours = linear(source);
  for (const text of examples) expect(ours.test(text), `${source} on ${JSON.stringify(text)}`).toBe(js.test(text));
  fc.assert(
    fc.property(answer, (text) => ours.test(text) === js.test(text)),
    { numRuns: 300, seed: 6 },
  );
}

describe('re2js gives JS RegExp verdicts', () => {
  it('finds the shipped patterns', () => {
    expect(SHIPPED).toEqual(
      expect.arrayContaining(['^01[0125]\\d{8}$', '^(?:[23]\\d{13}|[A-Z]\\d{7,8})$', '^https?:\\/\\/[^\\s/$.?#][^\\s]*$']),
    );
  });

  it.each(SHIPPED)('on the shipped pattern %s', (source) => {
    expectSameVerdicts(source, [
      '01012345678',
      '0101234567',
      '29001011234567',
      'A1234567',
      'https://example.org/a',
      'https://\u00a0x',
      'http://x\u2028',
      '',
    ]);
  });

  it.each(TYPICAL)('on the organiser pattern %s', (source) => {
    expectSameVerdicts(source, [
      'محمد علي',
      'محمد\u00a0علي',
      '٠١٢',
      'Salma Ibrahim',
      'a@b.eg',
      '1,234',
      'cairo!',
      ' x',
      'x\r',
      'aaaa',
      '12x',
    ]);
  });

  it('on random patterns, wherever re2js takes them', () => {
    const unit = fc.constantFrom(...'ab.()[]{}|*+?^$\\-,:=!<>dwsSbBkcux0123 ا\u00a0'.split(''));
    const text = fc.string({ unit: fc.constantFrom(...'ab-,:0123 _\n\r\u00a0ا\u2028{}[]\\'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), fc.array(text, { maxLength: 8 }), (source, texts) => {
        const compiled = linearPatterns.compile(source);
        if ('problem' in compiled) return;
        const js = new RegExp(source);
        for (const sample of texts)
          expect(compiled.test(sample), `${JSON.stringify(source)} on ${JSON.stringify(sample)}`).toBe(js.test(sample));
      }),
      { numRuns: 5000, seed: 20_250_910 },
    );
  });

  it("keeps JS's meaning where RE2 syntax differs", () => {
    const same = (source: string, text: string, expected: boolean) => {
      expect(new RegExp(source).test(text), `JS: ${source} on ${JSON.stringify(text)}`).toBe(expected);
      expect(linear(source).test(text), `re2js: ${source} on ${JSON.stringify(text)}`).toBe(expected);
    };
    same('^.$', '\r', false); // JS's dot stops at \r and \u2028 too, RE2's only at \n
    same('^\\s$', '\u00a0', true); // JS's \s is Unicode spaces, RE2's ASCII only
    same('^[^\\s]$', '\ufeff', false);
    same('^[\\S]$', 'ا', true);
    same('^\\d$', '٣', false); // digits are ASCII in both
    same('^\\w+$', 'محمد', false);
    same('\\bمحمد\\b', ' محمد ', false); // word boundaries are ASCII in both
    same('[]', 'a', false); // an empty class matches nothing
    same('^[^]$', '\n', true); // and its negation anything
    same('^\\a\\z\\A$', 'azA', true); // identity escapes, not RE2's bell and anchors
    same('^\\cA$', '\u0001', true);
    same('^\\c$', '\\c', true); // Annex B: a backslash and a c
    same('^a{,2}$', 'a{,2}', true); // not a quantifier: a literal
    same('^[\\d-z]+$', '1-z', true);
    same('^\\u0627+$', 'اا', true);
    same('^(?<code>\\d{2})$', '42', true);
    same('a$', 'a\n', false); // $ is the end of the text in both
  });

  it('counts an emoji as one character where JS counts two code units', () => {
    expect(new RegExp('^.{2}$').test('😀')).toBe(true);
    expect(linear('^.{2}$').test('😀')).toBe(false); // documented in docs/decisions/0006
  });
});

describe('what re2js cannot run is refused with a hint', () => {
  const refusal = (source: string) => {
    const compiled = linearPatterns.compile(source);
    return 'problem' in compiled ? compiled : 'compiles';
  };

  it('refuses lookaround and backreferences', () => {
    expect(refusal('(?=a)b')).toEqual({
      problem: 'Lookahead is not supported: (?=…) cannot run in linear time',
      hint: expect.stringMatching(/linear-time engine/),
    });
    expect(refusal('^(?!test)\\w+$')).toMatchObject({ problem: expect.stringMatching(/^Lookahead is not supported/) });
    expect(refusal('(?<=a)b')).toMatchObject({ problem: expect.stringMatching(/^Lookbehind is not supported/) });
    expect(refusal('(?<!a)b')).toMatchObject({ problem: expect.stringMatching(/^Lookbehind is not supported/) });
    expect(refusal('^([\'"]).*\\1$')).toMatchObject({ problem: 'Backreferences are not supported: \\1 cannot run in linear time' });
    expect(refusal('(?<y>\\d)\\k<y>')).toMatchObject({ problem: 'Backreferences are not supported: \\k cannot run in linear time' });
    expect(refusal('\\k<y>')).toBe('compiles'); // without named groups \k is a literal k
  });

  it('refuses what would mean something else, or is too big', () => {
    expect(refusal('a{1001}')).toMatchObject({
      problem: expect.stringMatching(/^Repeat counts above 1000/),
      hint: expect.stringMatching(/maxLength/),
    });
    expect(refusal('(?:a{100}){20}')).toMatchObject({ problem: expect.stringMatching(/^Repeat counts above 1000/) });
    expect(refusal('a{1000}')).toBe('compiles');
    expect(refusal('\\01')).toMatchObject({ problem: 'Octal escapes like \\0 are not supported' });
    expect(refusal('[\\1]')).toMatchObject({ problem: 'Octal escapes like \\1 are not supported' });
    expect(refusal('😀+')).toMatchObject({ problem: expect.stringMatching(/Basic Multilingual Plane/) });
    expect(refusal('\\uD83D\\uDE00')).toMatchObject({ problem: expect.stringMatching(/Basic Multilingual Plane/) });
  });

  it("reports JavaScript syntax errors in JavaScript's words", () => {
    expect(refusal('(')).toEqual({ problem: expect.stringMatching(/^Invalid regular expression: .*Unterminated group/) });
    expect(refusal('[z-a]')).toMatchObject({ problem: expect.stringMatching(/Range out of order/) });
    expect(refusal('(?P<n>a)')).toMatchObject({ problem: expect.stringMatching(/^Invalid regular expression/) }); // RE2 syntax is not JS syntax
  });
});

describe('re2js reads an answer a bounded number of times per character', () => {
  /** UTF-8 bytes of the text behind a proxy counting every read: the engine's work, whatever the machine. */
  function reads(source: string, text: string): number {
    const translated = jsPatternToRe2(source);
    if (!('re2' in translated)) throw new Error(translated.problem);
    let count = 0;
    const bytes = new Proxy([...new TextEncoder().encode(text)], {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) count += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    RE2JS.compile(translated.re2).test(bytes);
    return count;
  }

  it.each(['^\\d*\\d*\\d*\\d*y$', '^(a|aa)+$', '^(\\w+\\s?)*$', '^(?:\\d+)*x$'])('%s: linear in the answer', (source) => {
    const text = (n: number) => (source.includes('a|') ? 'a'.repeat(n) : '1'.repeat(n)) + '!';
    const small = reads(source, text(5_000));
    const large = reads(source, text(10_000));
    expect(large).toBeLessThanOrEqual(4 * 10_001); // a few reads per byte
    expect(large / small).toBeLessThan(2.1); // twice the answer, twice the work
  });
});
