import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, bootcampConfirmations, slots } from '../db/schema';
import { notFound } from '../http/errors';

/** Who holds the seats of a slot, in the order they confirmed; `applicationId` is the id the applications list uses. */
export async function seatsOfSlot(db: Db, slotId: number) {
  const [slot] = await db.select({ id: slots.id }).from(slots).where(eq(slots.id, slotId));
  if (!slot) throw notFound('There is no slot with this id.');
  const rows = await db
    .select({
      applicationId: applications.recordId,
      name: applications.name,
      email: applications.email,
      confirmedAt: bootcampConfirmations.createdAt,
    })
    .from(bootcampConfirmations)
    .innerJoin(applications, eq(applications.id, bootcampConfirmations.applicationId))
    .where(eq(bootcampConfirmations.slotId, slotId))
    .orderBy(asc(bootcampConfirmations.createdAt), asc(bootcampConfirmations.id));
  return rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt.toISOString() }));
}
