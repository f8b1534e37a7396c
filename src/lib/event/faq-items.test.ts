import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT } from './default-event';
import { faqItems, faqItemsIn } from './faq-items';

const ARABIC = /[\u0600-\u06FF]/;

describe('the F.A.Q. in each language', () => {
  const english = faqItemsIn('en', DEFAULT_EVENT);
  const arabic = faqItemsIn('ar', DEFAULT_EVENT);

  it('English is what faqItems has always given (the chatbot reads it)', () => {
    expect(english).toEqual(faqItems(DEFAULT_EVENT));
  });

  it('gives every item in Arabic, in the same order and shape', () => {
    expect(arabic.map((item) => [item.answer.length, item.list ?? false])).toEqual(
      english.map((item) => [item.answer.length, item.list ?? false]),
    );
    for (const item of arabic) {
      expect(item.question).toMatch(ARABIC);
      for (const line of item.answer) expect(line).toMatch(ARABIC);
    }
  });

  it('dates and places the Arabic answers from the settings, in Arabic digits', () => {
    const when = arabic[0]!.answer.join(' ');
    expect(when).toContain('٣ و٤ أكتوبر ٢٠٢٥');
    expect(when).toContain('مدينة السادس من أكتوبر');
    expect(arabic.map((item) => item.answer.join(' ')).join(' ')).not.toMatch(/\d/); // no Western digits left in
    const moved = faqItemsIn('ar', { ...DEFAULT_EVENT, venue: { bootcamp: 'the Greek Campus', hackathon: 'downtown Cairo' } });
    expect(moved[0]!.answer[0]).toContain('في downtown Cairo'); // a venue the organisers typed is shown as they wrote it
  });
});
