import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { ttlCache } from '../db/ttl-cache';
import { DEFAULT_EVENT, SOCIAL_NETWORKS } from '../../src/lib/event/default-event';
import { refusalMoment } from './refusal-moment';

const isoDate = z.iso.datetime({ offset: true, local: true });
// The event's own days need their offset: a local time would be read in the server's time zone.
const offsetDate = z.iso.datetime({ offset: true, error: 'Give a date and time with its offset, e.g. 2025-10-03T08:00:00+03:00.' });

/** A window or a span of time; when `checked`, its second instant must come after its first, and a refusal names the later field. */
function ordered<Start extends string, End extends string>(
  date: typeof isoDate,
  start: Start,
  end: End,
  message: string,
  checked: boolean,
) {
  const shape = z.strictObject({ [start]: date, [end]: date } as { [Key in Start | End]: typeof date });
  const after = (value: object) => {
    const dates = value as Record<string, string>;
    return new Date(dates[end] ?? '') > new Date(dates[start] ?? '');
  };
  return checked ? shape.refine(after, { message, path: [end] }) : shape;
}

const venueName = z
  .string()
  .trim()
  .min(1, 'Say where it takes place, e.g. a university in New Cairo.')
  .max(200, 'Say where it takes place in at most 200 characters.');
const httpsLink = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Give the full web address, starting with https://.' });
const socialShape = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsLink.optional()])) as Record<
  (typeof SOCIAL_NETWORKS)[number],
  z.ZodOptional<typeof httpsLink>
>;

/** The settings' shape; the order of their dates is checked on the way in (`checked`), never held against settings already stored. */
function settingsSchema(checked: boolean) {
  return z.strictObject({
    edition: z.number().int().min(2015).max(2100),
    bootcamp: ordered(isoDate, 'openBootcampDate', 'closedBootcampDate', 'Bootcamp registration must close after it opens.', checked),
    hackathon: ordered(isoDate, 'openHackathonDate', 'closedHackathonDate', 'Hackathon registration must close after it opens.', checked),
    countdownTarget: isoDate,
    /** Until when accepted applicants confirm their seat (said in the accepted e-mail, enforced on confirmation). */
    confirmationDeadline: isoDate.optional(),
    /** When the bootcamp day starts and ends (its date and hours on the site and in the chatbot's answers). */
    bootcampDay: ordered(offsetDate, 'start', 'end', 'The bootcamp must end after it starts.', checked).default(DEFAULT_EVENT.bootcampDay),
    /** When the hackathon starts and ends (its days on the site, the FAQ and the chatbot's answers). */
    hackathonDays: ordered(offsetDate, 'start', 'end', 'The hackathon must end after it starts.', checked).default(
      DEFAULT_EVENT.hackathonDays,
    ),
    // Settings stored before the venue, the address and the links were settings get the shipped ones.
    venue: z.strictObject({ bootcamp: venueName, hackathon: venueName }).default(DEFAULT_EVENT.venue),
    contactEmail: z.email({ error: 'Give an e-mail address, e.g. info@example.com.' }).default(DEFAULT_EVENT.contactEmail),
    socialLinks: z.strictObject(socialShape).default(DEFAULT_EVENT.socialLinks),
  });
}

export const eventSettingsSchema = settingsSchema(true);
const storedSettingsSchema = settingsSchema(false);
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** The shipped edition (src/lib/event/default-event.ts); typed here, so the default and the schema cannot drift apart. */
export const DEFAULT_SETTINGS: EventSettings = DEFAULT_EVENT;

const KEY = 'event';

const cache = ttlCache<EventSettings>(2_000);

export function readSettings(db: Db): Promise<EventSettings> {
  return cache.get(db, KEY, async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    return row ? storedSettingsSchema.parse(row.value) : DEFAULT_SETTINGS;
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
  if (now < new Date(open)) return `${label} is not open yet. It opens on ${refusalMoment(open)}.`;
  if (now > new Date(close)) return `${label} is closed. It closed on ${refusalMoment(close)}.`;
  return undefined;
}
