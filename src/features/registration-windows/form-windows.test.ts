import { expect, test } from 'vitest';
import { windowOfForm } from './form-windows';

test('the bootcamp and hackathon team forms have their windows; other forms have none', () => {
  expect(windowOfForm('bootcamp')).toBe('bootcamp');
  expect(windowOfForm('hackathon-team')).toBe('hackathon');
  expect(windowOfForm('bootcamp-confirmation')).toBeUndefined(); // answered after the window, by accepted applicants
  expect(windowOfForm('member')).toBeUndefined();
  expect(windowOfForm('volunteer')).toBeUndefined();
  expect(windowOfForm('constructor')).toBeUndefined(); // not Object.prototype's
  expect(windowOfForm('__proto__')).toBeUndefined();
});
