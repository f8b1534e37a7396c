/** Event dates and registration windows, as GET /api/v1/settings answers them (ISO 8601 with offsets). */
export interface EventSettings {
  edition: number;
  bootcamp: { openBootcampDate: string; closedBootcampDate: string };
  hackathon: { openHackathonDate: string; closedHackathonDate: string };
  countdownTarget: string;
}

/** The 2025 edition (specification section 1), in Cairo time; used while the server cannot be reached. */
export const DEFAULT_SETTINGS: EventSettings = {
  edition: 2025,
  bootcamp: { openBootcampDate: '2025-09-01T00:00:00+03:00', closedBootcampDate: '2025-09-16T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
  countdownTarget: '2025-10-03T08:00:00+03:00',
};

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Hand-checked rather than with zod: the home page reads the settings and must stay light.
export function parseSettings(value: unknown): EventSettings | undefined {
  if (!isRecord(value) || !isRecord(value.bootcamp) || !isRecord(value.hackathon)) return undefined;
  const { bootcamp, hackathon } = value;
  const dates = [bootcamp.openBootcampDate, bootcamp.closedBootcampDate, hackathon.openHackathonDate, hackathon.closedHackathonDate, value.countdownTarget];
  if (!dates.every(isDate) || typeof value.edition !== 'number') return undefined;
  return value as unknown as EventSettings;
}
