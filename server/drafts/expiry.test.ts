import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { formPagePath } from './draft-form';
import { draftExpiry } from './expiry';

const now = new Date('2025-09-10T12:00:00+03:00');

describe('draftExpiry', () => {
  it('keeps a draft of a form with a window until a week after the window closes', () => {
    // 16 September 23:59:59 Cairo time, plus 7 days.
    expect(draftExpiry(DEFAULT_SETTINGS, 'bootcamp', now).toISOString()).toBe('2025-09-23T20:59:59.000Z');
    expect(draftExpiry(DEFAULT_SETTINGS, 'hackathon-team', now).toISOString()).toBe('2025-10-03T20:59:59.000Z');
  });

  it('follows the settings when organisers move the window', () => {
    const later = { ...DEFAULT_SETTINGS, bootcamp: { ...DEFAULT_SETTINGS.bootcamp, closedBootcampDate: '2025-09-30T23:59:59+03:00' } };
    expect(draftExpiry(later, 'bootcamp', now).toISOString()).toBe('2025-10-07T20:59:59.000Z');
  });

  it('keeps a draft of a form without a window 30 days after its last save', () => {
    expect(draftExpiry(DEFAULT_SETTINGS, 'judge-availability', now).toISOString()).toBe('2025-10-10T09:00:00.000Z');
    expect(draftExpiry(DEFAULT_SETTINGS, 'bootcamp-confirmation', now).toISOString()).toBe('2025-10-10T09:00:00.000Z');
    expect(draftExpiry(DEFAULT_SETTINGS, 'constructor', now).toISOString()).toBe('2025-10-10T09:00:00.000Z'); // Object's is no window
  });
});

describe('formPagePath', () => {
  it('opens a claimed draft on its form\u2019s own page', () => {
    const pages = ['bootcamp', 'hackathon-team', 'judges', 'constructor'].map(formPagePath);
    expect(pages).toEqual(['/bootcamp-registration', '/register', '/form/judges', '/form/constructor']);
  });
});
