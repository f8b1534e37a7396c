import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldDef } from '../../src/engine/index';
import type { Language } from '../../src/lib/i18n/languages';
import { applications, statusHistory } from '../db/schema';
import type { Tx } from '../db/tx';
import { summarize, type Kind } from './kinds';
import { notifySubmitted, type ApplicationRow, type MailDeps } from './notify';
import type { Status } from './statuses';

export interface NewApplication {
  kind: Kind;
  recordId: number;
  edition: number | null;
  data: Record<string, unknown>;
  fields: readonly FieldDef[];
  /** The title of the definition the answers were checked against: the e-mail names the form without reading it again. */
  formTitle?: string;
  /** The language the applicant submitted in: the e-mails of the whole lifecycle are written in it. */
  language: Language;
}

const FIRST: Status = 'submitted';

/** Column names for a statement's column list (drizzle's own rendering qualifies them with the table). */
const columns = (...list: AnyPgColumn[]) =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/**
 * Starts the lifecycle of a stored submission in its transaction: the application row (submitted), its
 * first history row, and the e-mail with each person's private link.
 */
export async function openApplication(tx: Tx, deps: MailDeps, input: NewApplication): Promise<number> {
  const summary = summarize(input.kind, input.data, input.fields);
  // The application and its history row in one statement: one round trip to the database instead of two.
  const { rows } = (await tx.execute(sql`
    with opened as (
      insert into ${applications} (${columns(applications.kind, applications.recordId, applications.edition, applications.status, applications.name, applications.email, applications.search, applications.language)})
      values (${input.kind}, ${input.recordId}, ${input.edition}, ${FIRST}, ${summary.name}, ${summary.email}, ${summary.search}, ${input.language})
      returning ${applications.id})
    insert into ${statusHistory} (${columns(statusHistory.applicationId, statusHistory.fromStatus, statusHistory.toStatus, statusHistory.actor)})
    select id, null, ${FIRST}, 'applicant' from opened
    returning ${statusHistory.applicationId} as id`)) as unknown as { rows: { id: number }[] };
  const application: ApplicationRow = {
    id: Number(rows[0]!.id),
    kind: input.kind,
    recordId: input.recordId,
    edition: input.edition,
    status: FIRST,
    name: summary.name,
    email: summary.email,
    language: input.language,
  };
  await notifySubmitted(tx, deps, { ...application, formTitle: input.formTitle });
  return application.id;
}
