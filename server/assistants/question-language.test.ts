import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language';

describe('questionLanguage', () => {
  it('answers an Arabic question in Arabic, on an English page too', () => {
    expect(questionLanguage('متى يبدأ المعسكر؟', 'en')).toBe('ar');
    expect(questionLanguage('مَتَى الهاكاثون', 'ar')).toBe('ar');
  });

  it('answers an English question in English, on an Arabic page too', () => {
    expect(questionLanguage('When is the bootcamp?', 'ar')).toBe('en');
  });

  it('reads Franco-Arabic as English: its reader reads Latin letters', () => {
    expect(questionLanguage('ezay a3mel register lel team?', 'ar')).toBe('en');
  });

  it('keeps Arabic when a Latin brand name sits inside an Arabic question', () => {
    expect(questionLanguage('امتى الـ bootcamp؟', 'en')).toBe('ar');
    expect(questionLanguage('ما هو NASA Space Apps Challenge؟', 'en')).toBe('ar'); // two Arabic words, four Latin
  });

  it("falls back to the page's language when the question has no words", () => {
    expect(questionLanguage('؟', 'ar')).toBe('ar');
    expect(questionLanguage('2025?', 'en')).toBe('en');
    expect(questionLanguage('٢٠٢٥', 'ar')).toBe('ar');
  });
});
