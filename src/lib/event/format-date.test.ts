import { describe, expect, it } from 'vitest';
import { cairoDateTime, cairoDays, cairoHours, cairoTime, clockTime } from './format-date';

describe('dates as Cairo reads them', () => {
  it.each([
    [{ start: '2025-10-03T08:00:00+03:00', end: '2025-10-04T18:00:00+03:00' }, '3 and 4 October 2025'],
    [{ start: '2026-10-02T08:00:00+03:00', end: '2026-10-04T18:00:00+03:00' }, '2 to 4 October 2026'], // three days
    [{ start: '2026-09-30T08:00:00+03:00', end: '2026-10-01T18:00:00+03:00' }, '30 September to 1 October 2026'],
    [{ start: '2026-12-31T08:00:00+02:00', end: '2027-01-01T18:00:00+02:00' }, '31 December 2026 to 1 January 2027'],
    [{ start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' }, '19 September 2025'], // one day
    [{ start: '2025-10-02T22:00:00Z', end: '2025-10-03T15:00:00Z' }, '3 October 2025'], // 01:00 in Cairo is already the 3rd
  ])('the days of %j', (span, expected) => {
    expect(cairoDays(span)).toBe(expected);
  });

  it('says hours on a 12-hour clock with a plain space', () => {
    expect(cairoHours({ start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' })).toBe('8:00 AM to 6:00 PM');
    expect(cairoTime('2025-09-16T20:59:59Z')).toBe('11:59 PM'); // UTC+3 in September 2025
  });

  it('dates a deadline with its weekday and says it is Cairo time', () => {
    expect(cairoDateTime(new Date('2025-09-16T23:59:59+03:00'))).toBe('Tuesday 16 September 2025 at 11:59 PM (Cairo time)');
  });
});

describe('dates as Cairo reads them, in Arabic (Egypt)', () => {
  it.each([
    [{ start: '2025-10-03T08:00:00+03:00', end: '2025-10-04T18:00:00+03:00' }, '٣ و٤ أكتوبر ٢٠٢٥'],
    [{ start: '2026-10-02T08:00:00+03:00', end: '2026-10-04T18:00:00+03:00' }, '٢ إلى ٤ أكتوبر ٢٠٢٦'], // three days
    [{ start: '2026-09-30T08:00:00+03:00', end: '2026-10-01T18:00:00+03:00' }, '٣٠ سبتمبر إلى ١ أكتوبر ٢٠٢٦'],
    [{ start: '2026-12-31T08:00:00+02:00', end: '2027-01-01T18:00:00+02:00' }, '٣١ ديسمبر ٢٠٢٦ إلى ١ يناير ٢٠٢٧'],
    [{ start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' }, '١٩ سبتمبر ٢٠٢٥'],
  ])('the days of %j', (span, expected) => {
    expect(cairoDays(span, 'ar')).toBe(expected); // compared by their numbers, not by their Arabic digits
  });

  it('says hours on a 12-hour clock with ص and م', () => {
    expect(cairoHours({ start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' }, 'ar')).toBe('٨:٠٠ ص إلى ٦:٠٠ م');
    expect(clockTime(19, 30, 'ar')).toBe('٧:٣٠ م');
    expect(clockTime(19, 30)).toBe('7:30 PM');
  });

  it('dates a deadline with its weekday and says it is Cairo time', () => {
    expect(cairoDateTime(new Date('2025-09-16T23:59:59+03:00'), 'ar')).toBe('الثلاثاء ١٦ سبتمبر ٢٠٢٥ الساعة ١١:٥٩ م (بتوقيت القاهرة)');
  });
});
