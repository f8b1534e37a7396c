import { describe, expect, it } from 'vitest';
import { refusalMoment } from './refusal-moment';
import { DEFAULT_SETTINGS, windowRefusal } from './settings';

const ISO = /\d{4}-\d{2}-\d{2}T/;

describe('a window refusal', () => {
  it('says when registration closed in words, in Cairo time', () => {
    const after = new Date('2025-09-17T10:00:00+03:00');
    expect(windowRefusal(DEFAULT_SETTINGS, 'bootcamp', after)).toBe(
      'Bootcamp registration is closed. It closed on Tuesday 16 September 2025 at 11:59 PM (Cairo time).',
    );
  });

  it('says when registration opens in words, in Cairo time', () => {
    const before = new Date('2025-08-20T10:00:00+03:00');
    const refusal = windowRefusal(DEFAULT_SETTINGS, 'hackathon', before);
    expect(refusal).toBe('Hackathon registration is not open yet. It opens on Monday 1 September 2025 at 12:00 AM (Cairo time).');
    expect(refusal).not.toMatch(ISO);
  });

  it('says nothing inside the window', () => {
    expect(windowRefusal(DEFAULT_SETTINGS, 'bootcamp', new Date('2025-09-10T10:00:00+03:00'))).toBeUndefined();
  });
});

describe('refusalMoment', () => {
  it('reads an instant given in any offset in Cairo time', () => {
    expect(refusalMoment('2025-10-03T20:59:00Z')).toBe('Friday 3 October 2025 at 11:59 PM (Cairo time)'); // UTC+3 in October 2025
    expect(refusalMoment('2025-12-01T08:00:00+02:00')).toBe('Monday 1 December 2025 at 8:00 AM (Cairo time)');
  });
});
