import type { FieldDef } from '../../src/engine/index';
import { applications, statusHistory } from '../db/schema';
import type { Tx } from '../db/tx';
import { summarize, type Kind } from './kinds';
import { notifySubmitted, type MailDeps } from './notify';

export interface NewApplication {
  kind: Kind;
  recordId: number;
  edition: number | null;
  data: Record<string, unknown>;
  fields: readonly FieldDef[];
}

/**
 * Starts the lifecycle of a stored submission in its transaction: the application row (submitted), its
 * first history row, and the e-mail with each person's private link.
 */
export async function openApplication(tx: Tx, deps: MailDeps, input: NewApplication): Promise<number> {
  const summary = summarize(input.kind, input.data, input.fields);
  const [row] = await tx
    .insert(applications)
    .values({ kind: input.kind, recordId: input.recordId, edition: input.edition, ...summary })
    .returning();
  await tx.insert(statusHistory).values({ applicationId: row!.id, fromStatus: null, toStatus: 'submitted', actor: 'applicant' });
  await notifySubmitted(tx, deps, row!);
  return row!.id;
}
