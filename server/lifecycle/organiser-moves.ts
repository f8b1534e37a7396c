import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { applications } from '../db/schema';
import { ApiError } from '../http/errors';
import { changeStatus, type ChangeResult } from './change-status';
import type { Kind } from './kinds';
import type { Status } from './statuses';

type MoveDeps = Pick<AppDeps, 'db' | 'mail' | 'publicUrl' | 'onMailQueued'>;

export interface OrganiserMove {
  to: Status;
  /** The organiser's name, as history shows it. */
  by: string;
  note?: string | null;
}

/** One organiser decision in its own transaction; the table refuses what organisers may not do (409). */
export async function moveAsOrganiser(deps: MoveDeps, application: { id: number; kind: Kind }, move: OrganiserMove): Promise<ChangeResult> {
  // The e-mail's reads (settings, form title) go through the transaction: deps.db would wait for a
  // second connection, which on PGlite is this transaction itself.
  const result = await deps.db.transaction((tx) => changeStatus(tx, deps, application.id, { ...move, actor: 'organiser' }));
  if (result.changed) deps.onMailQueued?.();
  return result;
}

export interface BulkResult {
  changed: number;
  refused: { id: number; reason: string }[];
}

/** Many decisions, each in its own transaction so that one refusal never undoes the others. */
export async function moveManyAsOrganiser(deps: MoveDeps, kind: Kind, recordIds: number[], move: OrganiserMove): Promise<BulkResult> {
  const wanted = [...new Set(recordIds)];
  const rows = await deps.db
    .select({ id: applications.id, recordId: applications.recordId })
    .from(applications)
    .where(and(eq(applications.kind, kind), inArray(applications.recordId, wanted)));
  const applicationOf = new Map(rows.map((row) => [row.recordId, row.id]));
  const result: BulkResult = { changed: 0, refused: [] };
  // One after another: decisions are quick, and a burst would only queue on the pool.
  for (const recordId of wanted) {
    const id = applicationOf.get(recordId);
    if (id === undefined) {
      result.refused.push({ id: recordId, reason: 'There is no application with this id.' });
      continue;
    }
    try {
      if ((await moveAsOrganiser(deps, { id, kind }, move)).changed) result.changed += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.refused.push({ id: recordId, reason: error.message });
    }
  }
  return result;
}
