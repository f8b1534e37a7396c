import { describe, expect, it } from 'vitest';
import { LOCALES } from './languages';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes English whole numbers under 1,000 as the English formatter would, grouped or not', () => {
    for (const options of [{}, { useGrouping: false }] as const) {
      const reference = new Intl.NumberFormat(LOCALES.en, options);
      for (let value = -999; value <= 999; value += 1) expect(formatNumber(value, 'en', options)).toBe(reference.format(value));
    }
  });

  it('groups larger English numbers and writes Arabic ones in Arabic digits', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'en', { useGrouping: false })).toBe('1234');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(12, 'ar')).toBe('١٢');
  });
});
