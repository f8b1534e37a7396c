import { expect, test } from 'vitest';
import { cairoDay, daySeries } from './day-series';

test('a deadline late in the evening is still that Cairo day', () => {
  expect(cairoDay('2025-09-16T23:59:59+03:00')).toBe('2025-09-16');
  expect(cairoDay('2025-09-16T22:30:00Z')).toBe('2025-09-17'); // 01:30 in Cairo the next day
  expect(cairoDay('not a date')).toBeUndefined();
});

test('days without submissions are zeros, and the axis runs on to a near deadline', () => {
  const series = daySeries(
    [
      { day: '2025-09-01', count: 3 },
      { day: '2025-09-03', count: 5 },
    ],
    '2025-09-05',
  );
  expect(series).toEqual([
    { day: '2025-09-01', count: 3 },
    { day: '2025-09-02', count: 0 },
    { day: '2025-09-03', count: 5 },
    { day: '2025-09-04', count: 0 },
    { day: '2025-09-05', count: 0 },
  ]);
});

test('a deadline months away is left off the axis; no submissions, no series', () => {
  expect(daySeries([{ day: '2025-01-01', count: 1 }], '2025-12-31')).toEqual([{ day: '2025-01-01', count: 1 }]);
  expect(daySeries([], '2025-12-31')).toEqual([]);
});
