import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { latestForm } from '../forms/definitions';
import { notFound } from '../http/errors';
import { formOfKind, kindOfForm, type Kind } from '../lifecycle/kinds';

// Published forms whose answers never start a lifecycle: team member rows and seat confirmations.
const FORMS_WITHOUT_APPLICATIONS = new Set(['member', 'bootcamp-confirmation']);

/** The kind a URL names ('hackathon-team' reads as 'hackathon'); 404 when no published form has it. */
export async function resolveKind(db: Db, kind: string): Promise<Kind> {
  const formId = formOfKind(kindOfForm(kind));
  if (FORMS_WITHOUT_APPLICATIONS.has(formId) || !(await latestForm(db, formId))) throw notFound('There are no applications of this kind.');
  return kindOfForm(kind);
}

/** The lifecycle row of `/applications/{kind}/{id}`, where id is the stored record's id; 404 when unknown. */
export async function namedApplication(db: Db, kind: string, recordId: number) {
  const resolved = await resolveKind(db, kind);
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.kind, resolved), eq(applications.recordId, recordId)));
  if (!row) throw notFound('There is no application with this id.');
  return row;
}
