import { describe, expect, it } from 'vitest';
import { arabicWords, normalizeArabic, stemArabic } from './arabic-text';
import { terms, tokenize } from './text-terms';

describe('Arabic text, as the index and the questions both read it', () => {
  it('writes the forms people type alike: alef, taa marbuta, yaa, tatweel, diacritics, digits', () => {
    expect(normalizeArabic('أَيْنَ')).toBe('اين');
    expect(normalizeArabic('إمتى')).toBe(normalizeArabic('امتي'));
    expect(normalizeArabic('الجامعة')).toBe('الجامعه');
    expect(normalizeArabic('المعســكر')).toBe('المعسكر'); // tatweel
    expect(normalizeArabic('٢٠٢٥')).toBe('2025');
  });

  it('tokenizes Arabic as words: diacritics do not split them', () => {
    expect(tokenize('مَتَى يبدأ المعسكرُ؟')).toEqual(['متي', 'يبدا', 'المعسكر']);
  });

  it('finds one stem for a word with its article, joined preposition or pronoun', () => {
    expect(new Set(['الفريق', 'والفريق', 'فريقه', 'للفريق'].map((word) => stemArabic(normalizeArabic(word))))).toEqual(new Set(['فريق']));
    expect(stemArabic(normalizeArabic('ورشة'))).toBe(stemArabic(normalizeArabic('الورش'))); // و of ورشة is not "and"
  });

  it('drops Arabic stop words and keeps question words', () => {
    expect(terms('ما هو موعد المعسكر؟')).toEqual(['موعد', 'معسكر']);
    expect(terms('أين المعسكر')).toContain('اين');
  });

  it('matches whole words only', () => {
    const give = arabicWords('هات');
    expect(give.test('هات البيانات')).toBe(true);
    expect(give.test('رقم هاتف المنظمين')).toBe(false);
  });
});
