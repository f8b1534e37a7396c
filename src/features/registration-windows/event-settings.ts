import type { TimeSpan } from '../../lib/event/format-date';

export type { TimeSpan };

/** Event dates and registration windows, as GET /api/v1/settings answers them (ISO 8601 with offsets). */
export interface EventSettings {
  edition: number;
  bootcamp: { openBootcampDate: string; closedBootcampDate: string };
  hackathon: { openHackathonDate: string; closedHackathonDate: string };
  countdownTarget: string;
  /** The bootcamp day, from its first to its last hour. */
  bootcampDay: TimeSpan;
  /** The hackathon, from its start on the first day to its end on the last. */
  hackathonDays: TimeSpan;
}

/** The 2025 edition (specification section 1), in Cairo time; used while the server cannot be reached. */
export const DEFAULT_SETTINGS: EventSettings = {
  edition: 2025,
  bootcamp: { openBootcampDate: '2025-09-01T00:00:00+03:00', closedBootcampDate: '2025-09-16T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
  countdownTarget: '2025-10-03T08:00:00+03:00',
  bootcampDay: { start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' },
  hackathonDays: { start: '2025-10-03T08:00:00+03:00', end: '2025-10-04T18:00:00+03:00' },
};

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSpan = (value: unknown): value is TimeSpan => isRecord(value) && isDate(value.start) && isDate(value.end);

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
  if (!dates.every(isDate) || typeof value.edition !== 'number') return undefined;
  const spans = [value.bootcampDay, value.hackathonDays].filter((span) => span !== undefined);
  if (!spans.every(isSpan)) return undefined;
  // The server fills in the event days; an older server without them gets the 2025 ones, as stored settings do.
  const { bootcampDay, hackathonDays } = DEFAULT_SETTINGS;
  return { bootcampDay, hackathonDays, ...(value as object) } as EventSettings;
}
