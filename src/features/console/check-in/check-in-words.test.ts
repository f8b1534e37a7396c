import { beforeAll, expect, test } from 'vitest';
import { loadEverything } from '../../../lib/i18n/catalogues';
import { cairoClock, kindWords } from './check-in-words';

// The door's words come from the catalogues.
beforeAll(() => loadEverything());

test('kinds read as the door says them', () => {
  expect(kindWords('bootcamp')).toBe('Bootcamp');
  expect(kindWords('hackathon', 'Orbiters')).toBe('Team Orbiters');
  expect(kindWords('mentor-day')).toBe('Mentor day');
});

test('times are Cairo times, with the day only when it is not today', () => {
  const at = '2025-10-03T06:14:00.000Z'; // 09:14 in Cairo (UTC+3 in October 2025)
  expect(cairoClock(at, new Date('2025-10-03T15:00:00.000Z'))).toBe('09:14');
  expect(cairoClock(at, new Date('2025-10-04T09:00:00.000Z'))).toBe('09:14 on Fri 3 Oct');
});
