import { and, asc, eq, lte } from 'drizzle-orm';
import { SOURCE_LANGUAGE, type Language } from '../../src/engine/index';
import type { Db } from '../db/client';
import { slots } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { OptionStore } from '../options/option-store';

/** Every slot with its name from the /slots list (in `language`), its capacity and how many seats are confirmed. */
export async function listSlots(db: Db, options: OptionStore, language: Language = SOURCE_LANGUAGE) {
  const [rows, names] = await Promise.all([db.select().from(slots).orderBy(asc(slots.id)), options.listIn('slots', undefined, language)]);
  const nameOf = new Map(names.map((item) => [item.id, item.title ?? item.name]));
  return rows.map((row) => ({
    id: row.id,
    name: nameOf.get(row.id) ?? `Slot ${row.id}`,
    capacity: row.capacity,
    confirmed: row.confirmed,
  }));
}

/**
 * Sets a slot's capacity in one UPDATE that holds only while the confirmed seats fit, so a confirmation
 * racing it cannot slip under the new capacity; 409 on `capacity` otherwise.
 */
export async function setSlotCapacity(db: Db, id: number, capacity: number) {
  const [updated] = await db
    .update(slots)
    .set({ capacity })
    .where(and(eq(slots.id, id), lte(slots.confirmed, capacity)))
    .returning();
  if (updated) return { id: updated.id, capacity: updated.capacity, confirmed: updated.confirmed };
  const [slot] = await db.select().from(slots).where(eq(slots.id, id));
  if (!slot) throw notFound('There is no slot with this id.');
  throw conflict('capacity', 'The capacity cannot go below the seats already confirmed in this slot.');
}
