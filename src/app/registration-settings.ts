/** Windows that differ from the shipped defaults, so a test proves the server's settings are used. */
export const TEST_WINDOWS = {
  edition: 2025,
  bootcamp: { openBootcampDate: '2025-09-05T00:00:00+03:00', closedBootcampDate: '2025-09-15T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2025-09-06T00:00:00+03:00', closedHackathonDate: '2025-09-25T23:59:59+03:00' },
  countdownTarget: '2025-10-03T08:00:00+03:00',
};

/** A moment inside both windows. */
export const DURING_WINDOWS = new Date('2025-09-10T10:00:00+03:00');
