import { DEFAULT_EVENT, SOCIAL_NETWORKS, type EventSettings } from '../../lib/event/default-event';
import type { TimeSpan } from '../../lib/event/format-date';

export type { EventSettings, TimeSpan };

/** The shipped edition (src/lib/event/default-event.ts); used while the server cannot be reached. */
export const DEFAULT_SETTINGS: EventSettings = DEFAULT_EVENT;

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSpan = (value: unknown): value is TimeSpan => isRecord(value) && isDate(value.start) && isDate(value.end);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isVenue = (value: unknown) => isRecord(value) && isText(value.bootcamp) && isText(value.hackathon);
// Only https links reach an href: anything else (javascript:, data:) is no link at all.
const isLinks = (value: unknown) =>
  isRecord(value) && SOCIAL_NETWORKS.every((network) => value[network] === undefined || /^https:\/\/[^\s]+$/.test(String(value[network])));

/** Whether each fact the server may leave out (an older server has none of them) is absent or readable. */
const optionalFacts = (value: Record<string, unknown>) =>
  [value.bootcampDay, value.hackathonDays].every((span) => span === undefined || isSpan(span)) &&
  (value.venue === undefined || isVenue(value.venue)) &&
  (value.contactEmail === undefined || isText(value.contactEmail)) &&
  (value.socialLinks === undefined || isLinks(value.socialLinks));

// Hand-checked rather than with zod: the home page reads the settings and must stay light.
export function parseSettings(value: unknown): EventSettings | undefined {
  if (!isRecord(value) || !isRecord(value.bootcamp) || !isRecord(value.hackathon)) return undefined;
  const { bootcamp, hackathon } = value;
  const dates = [
    bootcamp.openBootcampDate,
    bootcamp.closedBootcampDate,
    hackathon.openHackathonDate,
    hackathon.closedHackathonDate,
    value.countdownTarget,
  ];
  if (!dates.every(isDate) || typeof value.edition !== 'number' || !optionalFacts(value)) return undefined;
  // What an older server leaves out is the shipped default, as the server fills it in for older stored settings.
  const { bootcampDay, hackathonDays, venue, contactEmail, socialLinks } = DEFAULT_SETTINGS;
  return { bootcampDay, hackathonDays, venue, contactEmail, socialLinks, ...(value as object) } as EventSettings;
}
