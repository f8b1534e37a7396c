import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT, type EventSettings } from './default-event';
import { placeholderValues } from './placeholder-values';

const EDITION_2026: EventSettings = {
  ...DEFAULT_EVENT,
  edition: 2026,
  bootcamp: { openBootcampDate: '2026-09-01T00:00:00+03:00', closedBootcampDate: '2026-09-15T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2026-09-01T00:00:00+03:00', closedHackathonDate: '2026-09-25T23:59:59+03:00' },
  confirmationDeadline: undefined,
  bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
  hackathonDays: { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' },
  venue: { bootcamp: 'the Greek Campus in downtown Cairo', hackathon: 'downtown Cairo' },
};

describe('placeholder values say the settings as the site says them', () => {
  it('gives every date, venue and address of an edition', () => {
    expect(placeholderValues(EDITION_2026)).toMatchObject({
      edition: '2026',
      'bootcamp.date': 'Friday 18 September 2026',
      'bootcamp.hours': '9:00 AM to 5:00 PM',
      'bootcamp.deadline': 'Tuesday 15 September 2026 at 11:59 PM',
      'bootcamp.venue': 'the Greek Campus in downtown Cairo',
      'hackathon.days': '2 and 3 October 2026',
      'hackathon.deadline': 'Friday 25 September 2026 at 11:59 PM',
      'confirmation.deadline': 'the date in your acceptance e-mail', // none set
      'contact.email': 'info@spaceappscairo.com',
    });
  });
});
