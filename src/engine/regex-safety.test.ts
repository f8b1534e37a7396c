import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPattern } from './regex-safety';

const reason = (source: string) => {
  const verdict = checkPattern(source);
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('checkPattern accepts safe patterns', () => {
  it('accepts the patterns forms use', () => {
    expect(reason('^01[0125]\\d{8}$')).toBe('ok'); // Egyptian mobile: fixed counts only
    expect(reason('^(?:[23]\\d{13}|[A-Z]\\d{7,8})$')).toBe('ok'); // national id or passport: branches start differently, no outer repeat
    expect(reason('^https?:\\/\\/[^\\s/$.?#].[^\\s]*$')).toBe('ok'); // one repeat, nothing nested
    expect(reason('^[A-Za-z ]+$')).toBe('ok'); // a single class repeated
    expect(reason('^\\d{4}$')).toBe('ok'); // fixed count
    expect(reason('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$')).toBe('ok'); // overlapping neighbours cost n^2, not 2^n
    expect(reason('^(https?:\\/\\/)?([\\w-]+\\.)+[\\w-]+(\\/[\\w\\-./?%&=]*)?$')).toBe('ok'); // [\w-]+ must stop at the '.' it cannot match
  });

  it('accepts repeats whose passes cannot be split two ways', () => {
    expect(reason('a{2,5}')).toBe('ok'); // bounded and not nested
    expect(reason('(ab)+')).toBe('ok'); // the body has a fixed length
    expect(reason('(?:abc|def)+')).toBe('ok'); // branches start with different letters
    expect(reason('^(\\d{1,3}\\.){3}\\d{1,3}$')).toBe('ok'); // each pass ends at a dot
    expect(reason('^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$')).toBe('ok'); // each pass starts at a dot the inner repeat cannot eat
    expect(reason('^(?:[A-Z]\\d{7,8})+$')).toBe('ok'); // digits cannot run into the next pass's capital
    expect(reason('^[\\u0600-\\u06FF]+(?:\\s[\\u0600-\\u06FF]+)*$')).toBe('ok'); // Arabic words split by spaces
    expect(reason('(a+){3}')).toBe('ok'); // ambiguous but only n^3
  });

  it('accepts Annex B syntax', () => {
    expect(reason('a{')).toBe('ok'); // a lone brace is a literal
    expect(reason('[\\d-z]')).toBe('ok'); // a class escape cannot start a range
    expect(reason('\\c')).toBe('ok'); // a bare \c is a backslash and a 'c'
    expect(reason('(?<year>\\d{4})-\\k<year>')).toBe('ok'); // named backreference outside any repeat
    expect(reason("^(['\"]).*\\1$")).toBe('ok'); // backreference outside any repeat
    expect(reason('(?=a)*b')).toBe('ok'); // a quantified lookahead matches nothing
  });
});

describe('checkPattern rejects invalid patterns', () => {
  it('reports what the engine says', () => {
    expect(reason('(')).toBe('invalid'); // unterminated group
    expect(reason('[z-a]')).toBe('invalid'); // range out of order
    expect(reason('a{2,1}')).toBe('invalid'); // numbers out of order
    expect(reason('*a')).toBe('invalid'); // nothing to repeat
    expect(checkPattern('(')).toMatchObject({ message: expect.stringMatching(/^Invalid regular expression: .*Unterminated group/) }); // the engine's own words
  });

  it('refuses hostile sizes before parsing', () => {
    expect(checkPattern('a'.repeat(1001))).toEqual({ ok: false, reason: 'invalid', message: 'Pattern is longer than 1000 characters' });
    expect(reason('a'.repeat(1000))).toBe('ok'); // the limit itself is allowed
    expect(reason('('.repeat(51) + ')'.repeat(51))).toBe('invalid'); // 51 nested groups
    expect(reason('('.repeat(50) + ')'.repeat(50))).toBe('ok'); // 50 nested groups is the limit
    expect(reason('(?:'.repeat(300) + ')'.repeat(300))).toBe('invalid'); // deep but short enough to compile
  });
});

describe('checkPattern flags catastrophic backtracking', () => {
  it('flags nested repeats', () => {
    expect(reason('(a+)+$')).toBe('exponential'); // the classic
    expect(reason('(a*)*b')).toBe('exponential'); // star of star
    expect(reason('^(\\w+\\s?)*$')).toBe('exponential'); // the optional space lets words split anywhere
    expect(reason('(\\d+)*x')).toBe('exponential'); // digits split into passes many ways
    expect(reason('(\\d+\\w)*')).toBe('exponential'); // \w can take the digit \d+ gave up
    expect(reason('(?:x+y?)+')).toBe('exponential'); // x+ runs into the next pass's x
    expect(reason('^(([a-z])+.)+[A-Z]([a-z])+$')).toBe('exponential'); // '.' can take a letter [a-z]+ gave up
    expect(reason('(?:\\d{2,3})+$')).toBe('exponential'); // six digits are 2+2+2 or 3+3
  });

  it('flags overlapping alternatives', () => {
    expect(reason('(a|a)*$')).toBe('exponential'); // identical branches
    expect(reason('(a|aa)+$')).toBe('exponential'); // branches share a first letter
    expect(reason('(\\d|\\w)+')).toBe('exponential'); // digits are word characters
    expect(reason('(.|a)*')).toBe('exponential'); // dot matches a
    expect(reason('((a|a)b)*')).toBe('exponential'); // overlap nested inside the repeat
  });

  it('flags large bounded repeats and hidden cases', () => {
    expect(reason('(.*a){12}')).toBe('exponential'); // n^12 is no better than 2^n
    expect(reason('(.*a){10}')).toBe('ok'); // 10 is the limit
    expect(reason('((a+){5}){5}')).toBe('exponential'); // bounds multiply to 25
    expect(reason('(?=(a+)+$)')).toBe('exponential'); // a lookahead still backtracks
    expect(reason('(a)(?:b\\1)+')).toBe('exponential'); // backreference inside a repeat
  });
});

describe('checkPattern on arbitrary input', () => {
  const unit = fc.constantFrom(...'ab.()[]{}|*+?^$\\-,:=!<>dwsbkcux0123'.split(''));

  it('never throws and parses everything the engine accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 16 }), (source) => {
        const verdict = checkPattern(source);
        let compiles = true;
        try {
          new RegExp(source);
        } catch {
          compiles = false;
        }
        // 'invalid' on a compiling pattern would mean the parser stopped short.
        expect(verdict.ok || verdict.reason === 'exponential').toBe(compiles);
      }),
      { numRuns: 10_000, seed: 20_240_601 },
    );
  });
});
