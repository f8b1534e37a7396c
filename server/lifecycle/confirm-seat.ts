import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { applications, bootcampConfirmations, bootcampParticipants, slots } from '../db/schema';
import type { Tx } from '../db/tx';
import { conflict, forbidden } from '../http/errors';
import { readSettings } from '../settings/settings';
import { changeStatus, lockApplication } from './change-status';
import { answerText } from './kinds';
import { SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import { refusal } from '../submissions/refusal-words';
import { SEAT_REFUSALS } from './seat-refusals';

/** Slots get this many seats when first seeded; organisers change it with PUT /admin/slots/{id}. */
export const DEFAULT_SLOT_CAPACITY = 40;

/** Refuses confirmations after the organisers' deadline, if they set one. */
export async function checkConfirmationDeadline(db: Db | Tx, now: Date, language: Language = SOURCE_LANGUAGE) {
  const { confirmationDeadline } = await readSettings(db);
  if (confirmationDeadline && now > new Date(confirmationDeadline)) {
    throw forbidden(SEAT_REFUSALS[language].deadlinePassed(confirmationDeadline));
  }
}

/**
 * A bootcamp confirmation: only from the person whose application is accepted, matched by e-mail
 * (any case) and national ID; takes one seat of the chosen slot, counted by the database so that
 * racing confirmations for the last seat give exactly one success. Returns the confirmation's id.
 */
export async function confirmSeat(
  tx: Tx,
  deps: Pick<AppDeps, 'mail' | 'publicUrl' | 'now'>,
  input: { edition: number; version: number; data: Record<string, unknown>; language?: Language },
): Promise<number> {
  const language = input.language ?? SOURCE_LANGUAGE;
  const words = SEAT_REFUSALS[language];
  await checkConfirmationDeadline(tx, deps.now(), language);
  const email = answerText(input.data.email).trim();
  const national = answerText(input.data.national).trim();
  const [match] = await tx
    .select({ id: applications.id })
    .from(bootcampParticipants)
    .innerJoin(applications, and(eq(applications.kind, 'bootcamp'), eq(applications.recordId, bootcampParticipants.id)))
    .where(
      and(
        eq(bootcampParticipants.edition, input.edition),
        sql`lower(${bootcampParticipants.email}) = lower(${email})`,
        sql`upper(${bootcampParticipants.nationalId}) = upper(${national})`,
      ),
    );
  if (!match) throw forbidden(words.noMatch);
  const application = (await lockApplication(tx, match.id))!;
  if (application.status === 'confirmed' || application.status === 'checked_in')
    throw conflict('email', refusal('seatAlreadyConfirmed', language));
  if (application.status !== 'accepted') throw forbidden(words.notAccepted[application.status] ?? words.noSeat);

  const slotId = Number(input.data.slot_id);
  const seat = await tx
    .update(slots)
    .set({ confirmed: sql`${slots.confirmed} + 1` })
    .where(and(eq(slots.id, slotId), sql`${slots.confirmed} < ${slots.capacity}`))
    .returning({ id: slots.id });
  if (seat.length === 0) throw conflict('slot_id', refusal('slotFull', language));

  const [row] = await tx
    .insert(bootcampConfirmations)
    .values({
      edition: input.edition,
      formVersion: input.version,
      email,
      national,
      data: input.data,
      applicationId: application.id,
      slotId,
    })
    .returning({ id: bootcampConfirmations.id });
  await changeStatus(tx, deps, application.id, { to: 'confirmed', actor: 'applicant', by: 'applicant' });
  return row!.id;
}
