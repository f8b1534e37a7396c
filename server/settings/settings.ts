import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { ttlCache } from '../db/ttl-cache';

const isoDate = z.iso.datetime({ offset: true, local: true });

export const eventSettingsSchema = z.strictObject({
  edition: z.number().int().min(2015).max(2100),
  bootcamp: z.strictObject({ openBootcampDate: isoDate, closedBootcampDate: isoDate }),
  hackathon: z.strictObject({ openHackathonDate: isoDate, closedHackathonDate: isoDate }),
  countdownTarget: isoDate,
  /** Until when accepted applicants confirm their seat (said in the accepted e-mail, enforced on confirmation). */
  confirmationDeadline: isoDate.optional(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/**
 * The 2025 edition (specification section 1), in Cairo time (UTC+3 in September and October 2025).
 * The specification gives the closing dates only; both forms open on 1 September 2025.
 */
export const DEFAULT_SETTINGS: EventSettings = {
  edition: 2025,
  bootcamp: { openBootcampDate: '2025-09-01T00:00:00+03:00', closedBootcampDate: '2025-09-16T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2025-09-01T00:00:00+03:00', closedHackathonDate: '2025-09-26T23:59:59+03:00' },
  countdownTarget: '2025-10-03T08:00:00+03:00',
  confirmationDeadline: '2025-09-30T23:59:59+03:00',
};

const KEY = 'event';

const cache = ttlCache<EventSettings>(2_000);

export function readSettings(db: Db): Promise<EventSettings> {
  return cache.get(db, KEY, async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    return row ? eventSettingsSchema.parse(row.value) : DEFAULT_SETTINGS;
  });
}

export async function writeSettings(db: Db, value: EventSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  cache.clear(db, KEY);
}

export async function seedSettings(db: Db): Promise<void> {
  await db.insert(settings).values({ key: KEY, value: DEFAULT_SETTINGS }).onConflictDoNothing();
}

export type RegistrationWindow = 'bootcamp' | 'hackathon';

/** Why a submission is refused now, or undefined while its window is open. */
export function windowRefusal(value: EventSettings, window: RegistrationWindow, now = new Date()): string | undefined {
  const [open, close] =
    window === 'bootcamp'
      ? [value.bootcamp.openBootcampDate, value.bootcamp.closedBootcampDate]
      : [value.hackathon.openHackathonDate, value.hackathon.closedHackathonDate];
  const label = window === 'bootcamp' ? 'Bootcamp registration' : 'Hackathon registration';
  if (now < new Date(open)) return `${label} is not open yet. It opens on ${open}.`;
  if (now > new Date(close)) return `${label} is closed. It closed on ${close}.`;
  return undefined;
}
