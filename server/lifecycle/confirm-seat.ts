import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { applications, bootcampConfirmations, bootcampParticipants, slots } from '../db/schema';
import type { Tx } from '../db/tx';
import { conflict, forbidden } from '../http/errors';
import { readSettings } from '../settings/settings';
import { changeStatus, lockApplication } from './change-status';
import { answerText } from './kinds';
import { cairoDateTime } from '../assistants/cairo-dates';

/** Slots get this many seats when first seeded; organisers change it with PUT /admin/slots/{id}. */
export const DEFAULT_SLOT_CAPACITY = 40;

const NOT_ACCEPTED: Record<string, string> = {
  submitted: 'Your application has not been accepted yet, so there is no seat to confirm. We will e-mail you when organisers decide.',
  waitlisted: 'You are on the waiting list, so there is no seat to confirm yet. We will e-mail you if a place opens.',
  rejected: 'Your application was not accepted this time, so there is no seat to confirm.',
  withdrawn: 'You withdrew your application, so there is no seat to confirm.',
  declined: 'You declined your place, so there is no seat to confirm.',
};

/** Refuses confirmations after the organisers' deadline, if they set one. */
export async function checkConfirmationDeadline(db: Db | Tx, now: Date) {
  const { confirmationDeadline } = await readSettings(db);
  if (confirmationDeadline && now > new Date(confirmationDeadline)) {
    throw forbidden(`The deadline to confirm was ${cairoDateTime(confirmationDeadline)} (Cairo time).`);
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
  input: { edition: number; version: number; data: Record<string, unknown> },
): Promise<number> {
  await checkConfirmationDeadline(tx, deps.now());
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
  if (!match) {
    throw forbidden(
      'We found no bootcamp application with this e-mail address and national ID. Use the e-mail address and national ID you applied with.',
    );
  }
  const application = (await lockApplication(tx, match.id))!;
  if (application.status === 'confirmed' || application.status === 'checked_in')
    throw conflict('email', 'You have already confirmed your seat.');
  if (application.status !== 'accepted')
    throw forbidden(NOT_ACCEPTED[application.status] ?? 'There is no seat to confirm for this application.');

  const slotId = Number(input.data.slot_id);
  const seat = await tx
    .update(slots)
    .set({ confirmed: sql`${slots.confirmed} + 1` })
    .where(and(eq(slots.id, slotId), sql`${slots.confirmed} < ${slots.capacity}`))
    .returning({ id: slots.id });
  if (seat.length === 0) throw conflict('slot_id', 'This time slot is full. Please choose another one.');

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
