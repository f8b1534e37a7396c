import { expect, test } from 'vitest';
import { editionYear } from './edition-years';

test.each([
  ['2015', 2015],
  ['2024', 2024],
  ['2025', 2025], // the current year is valid
  ['2014', undefined], // before the first edition
  ['2026', undefined], // after the current year
  ['2099', undefined],
  ['abc', undefined],
  ['02024', undefined], // five characters
  ['2024.0', undefined],
  [undefined, undefined],
])('%s → %s (current year 2025)', (segment, expected) => {
  expect(editionYear(segment, 2025)).toBe(expected);
});
