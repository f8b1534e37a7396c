import { expect, test } from 'vitest';
import { cairoLocalToIso, formatCairo, isoToCairoLocal } from './cairo-time';

test('a Cairo wall-clock time takes the offset Cairo has on that day', () => {
  expect(cairoLocalToIso('2025-01-15T09:30')).toEqual({ ok: true, iso: '2025-01-15T09:30:00+02:00' }); // winter
  expect(cairoLocalToIso('2025-09-16T23:59:59')).toEqual({ ok: true, iso: '2025-09-16T23:59:59+03:00' }); // summer time
  expect(cairoLocalToIso('2025-04-24T23:59')).toEqual({ ok: true, iso: '2025-04-24T23:59:00+02:00' }); // the minute before summer time
  expect(cairoLocalToIso('2025-04-25T01:00')).toEqual({ ok: true, iso: '2025-04-25T01:00:00+03:00' }); // the first minute of it
  expect(cairoLocalToIso('2025-10-30T23:30')).toEqual({ ok: true, iso: '2025-10-30T23:30:00+03:00' }); // twice that night: the first one
});

test('a time that does not exist is refused', () => {
  expect(cairoLocalToIso('2025-04-25T00:30')).toEqual({ ok: false, reason: 'skipped' }); // clocks go from 00:00 to 01:00
  expect(cairoLocalToIso('2025-02-30T10:00')).toEqual({ ok: false, reason: 'invalid' });
  expect(cairoLocalToIso('')).toEqual({ ok: false, reason: 'invalid' });
});

test('an instant shows as Cairo reads it', () => {
  expect(isoToCairoLocal('2025-09-16T23:59:59+03:00')).toBe('2025-09-16T23:59:59');
  expect(isoToCairoLocal('2025-01-15T07:30:00Z')).toBe('2025-01-15T09:30'); // no seconds when there are none
  expect(isoToCairoLocal('not a date')).toBe('');
  expect(formatCairo('2025-09-10T09:00:00.000Z')).toBe('10 Sept 2025, 12:00');
});
