import type { TimeSpan } from './format-date';

/**
 * Every fact of the event in one file. The settings part (EventSettings) is what organisers change in the
 * console (GET/PUT /api/v1/settings); DEFAULT_EVENT is what a fresh site starts with, what the server fills in
 * for settings stored before a fact was one, and what the site shows while the server cannot be reached.
 * The rest (names, benefits, team size, overnight hours) changes with the code, not between editions.
 */

/** The networks the site has an icon for, in the order it shows them. */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The event's settings as GET /api/v1/settings answers them (date-times are ISO 8601 with their offset). */
export interface EventSettings {
  edition: number;
  bootcamp: { openBootcampDate: string; closedBootcampDate: string };
  hackathon: { openHackathonDate: string; closedHackathonDate: string };
  /** The home page counts down to it, usually the hackathon's start. */
  countdownTarget: string;
  /** Until when accepted bootcamp applicants confirm their seat; none when absent. */
  confirmationDeadline?: string;
  /** The bootcamp day, from its first to its last hour. */
  bootcampDay: TimeSpan;
  /** The hackathon, from its start on the first day to its end on the last. */
  hackathonDays: TimeSpan;
  /** Where each takes place, as a phrase inside a sentence ('a university in 6th of October city'). */
  venue: { bootcamp: string; hackathon: string };
  /** The organisers' address on the site, in the chatbot's answers and in every e-mail. */
  contactEmail: string;
  /** The organisers' accounts (https); a network left out has no link. */
  socialLinks: Partial<Record<SocialNetwork, string>>;
}

/**
 * The 2025 edition (specification section 1), in Cairo time (UTC+3 in September and October 2025).
 * The specification gives the closing dates only: both forms open on 1 September 2025.
 * It gives no end hour for the hackathon's second day: 18:00 is assumed.
 */
export const DEFAULT_EVENT: EventSettings = {
  edition: 2025,
  bootcamp: { openBootcampDate: '2025-09-01T00:00:00+03:00', closedBootcampDate: '2025-09-16T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
  countdownTarget: '2025-10-03T08:00:00+03:00',
  confirmationDeadline: '2025-09-30T23:59:59+03:00',
  bootcampDay: { start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' },
  hackathonDays: { start: '2025-10-03T08:00:00+03:00', end: '2025-10-04T18:00:00+03:00' },
  venue: { bootcamp: 'a university in 6th of October city', hackathon: '6th of October city' },
  contactEmail: 'info@spaceappscairo.com',
  socialLinks: {
    facebook: 'https://www.facebook.com/SpaceAppsCairo',
    twitter: 'https://twitter.com/SpaceAppsCairo',
    instagram: 'https://www.instagram.com/spaceappscairo/',
    youtube: 'https://www.youtube.com/@SpaceAppsCairo',
  },
};

export const PRODUCT_NAME = 'NASA Space Apps Challenge Cairo';
export const SHORT_NAME = 'Space Apps Cairo';

/** What the bootcamp offers (specification section 1). */
export const BOOTCAMP_BENEFITS = [
  'Talks by past winners',
  'Technical and non-technical workshops',
  'Team building',
  'Interactive activities',
];

export const TEAM_SIZE = 'Teams of 1 to 6 members';

/** Female participants leave campus on the hackathon's first evening and come back the next morning. */
export const OVERNIGHT = { leave: { hour: 19, minute: 30 }, back: { hour: 8, minute: 0 } };
