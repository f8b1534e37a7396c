import { describe, expect, test } from 'vitest';
import { timeLeft } from './countdown';
import { DEFAULT_SETTINGS, parseSettings } from './event-settings';
import { windowOf, windowPhase } from './window-phase';

const target = new Date('2025-10-03T08:00:00+03:00');

describe('timeLeft', () => {
  test('splits the time into days, hours, minutes and seconds', () => {
    expect(timeLeft(target, new Date('2025-09-01T06:58:30+03:00'))).toEqual({ days: 32, hours: 1, minutes: 1, seconds: 30 });
  });
  test('drops fractions of a second', () => {
    expect(timeLeft(target, new Date(target.getTime() - 1500))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
  test('is all zeros at and after the target', () => {
    expect(timeLeft(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(target, new Date('2026-01-01T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  test('counts more than 365 days in full (the ring caps, the number does not)', () => {
    expect(timeLeft(target, new Date('2024-10-01T08:00:00+03:00')).days).toBe(367);
  });
});

describe('windowPhase', () => {
  const bootcamp = windowOf(DEFAULT_SETTINGS, 'bootcamp');
  test('before, open (both ends included) and closed', () => {
    expect(windowPhase(bootcamp, new Date('2025-08-31T23:59:59+03:00'))).toBe('before');
    expect(windowPhase(bootcamp, new Date('2025-09-01T00:00:00+03:00'))).toBe('open');
    expect(windowPhase(bootcamp, new Date('2025-09-16T23:59:59+03:00'))).toBe('open');
    expect(windowPhase(bootcamp, new Date('2025-09-17T00:00:00+03:00'))).toBe('closed');
  });
  test('the hackathon window is its own', () => {
    expect(windowPhase(windowOf(DEFAULT_SETTINGS, 'hackathon'), new Date('2025-09-20T12:00:00+03:00'))).toBe('open');
  });
});

describe('parseSettings', () => {
  test('accepts the server shape', () => {
    expect(parseSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
  test('keeps the event days it is given and fills in missing ones like the server', () => {
    const days = { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' };
    expect(parseSettings({ ...DEFAULT_SETTINGS, hackathonDays: days })?.hackathonDays).toEqual(days);
    const { bootcampDay, ...older } = DEFAULT_SETTINGS;
    expect(parseSettings(older)?.bootcampDay).toEqual(bootcampDay);
  });
  test('fills in the venues, the address and the links an older server does not send', () => {
    const { venue, contactEmail, socialLinks, ...older } = DEFAULT_SETTINGS;
    expect(parseSettings(older)).toMatchObject({ venue, contactEmail, socialLinks });
    const moved = { ...DEFAULT_SETTINGS, contactEmail: 'hello@cairo-hackathon.example', socialLinks: {} };
    expect(parseSettings(moved)).toMatchObject({ contactEmail: 'hello@cairo-hackathon.example', socialLinks: {} }); // no link kept empty
  });
  test.each([
    ['nothing', undefined],
    ['a missing window', { ...DEFAULT_SETTINGS, hackathon: undefined }],
    ['a date that is not one', { ...DEFAULT_SETTINGS, countdownTarget: 'soon' }],
    ['no edition', { ...DEFAULT_SETTINGS, edition: '2025' }],
    ['event days without an end', { ...DEFAULT_SETTINGS, bootcampDay: { start: '2025-09-19T08:00:00+03:00' } }],
    ['a link that is not https', { ...DEFAULT_SETTINGS, socialLinks: { facebook: 'javascript:alert(1)' } }], // never an href
    ['a blank venue', { ...DEFAULT_SETTINGS, venue: { bootcamp: ' ', hackathon: 'downtown Cairo' } }],
  ])('refuses %s', (_name, value) => {
    expect(parseSettings(value)).toBeUndefined();
  });
});
