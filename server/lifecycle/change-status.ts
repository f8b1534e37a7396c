import { eq, sql } from 'drizzle-orm';
import { applications, statusHistory } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError } from '../http/errors';
import { notifyStatus, type ApplicationRow, type MailDeps } from './notify';
import { isStatus, mayMove, type Actor, type Status } from './statuses';

export interface StatusChange {
  to: Status;
  actor: Actor;
  /** Who, as history shows it: an organiser's name, "applicant", "door". */
  by: string;
  note?: string | null;
}

export interface ChangeResult {
  from: Status;
  to: Status;
  changed: boolean;
  application: ApplicationRow;
}

/** A move the diagram does not allow: 409 naming the current status. */
export const refusedMove = (from: string, to: string) =>
  new ApiError(409, `This application is ${from.replace('_', ' ')}; it cannot become ${to.replace('_', ' ')}.`, {
    status: [`The current status is ${from}.`],
  });

/** Locks the application's row for the rest of the transaction, so racing changes queue up behind it. */
export async function lockApplication(tx: Tx, applicationId: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
  return row;
}

/**
 * Moves one application along the lifecycle inside the caller's transaction: checks the move against
 * the table, writes the status and a history row, and queues the e-mail it causes. Setting the status
 * it already has changes nothing and writes no history.
 */
export async function changeStatus(tx: Tx, deps: MailDeps, applicationId: number, change: StatusChange): Promise<ChangeResult> {
  const application = await lockApplication(tx, applicationId);
  if (!application) throw new ApiError(404, 'There is no application with this id.');
  const from = application.status;
  if (!isStatus(from)) throw new Error(`Application ${applicationId} has an unknown status`);
  if (from === change.to) return { from, to: from, changed: false, application };
  if (!mayMove(from, change.to, change.actor)) throw refusedMove(from, change.to);
  await tx
    .update(applications)
    .set({ status: change.to, updatedAt: sql`now()` })
    .where(eq(applications.id, applicationId));
  await tx
    .insert(statusHistory)
    .values({ applicationId, fromStatus: from, toStatus: change.to, actor: change.by, note: change.note ?? null });
  const moved = { ...application, status: change.to };
  await notifyStatus(tx, deps, moved, change.to);
  return { from, to: change.to, changed: true, application: moved };
}
