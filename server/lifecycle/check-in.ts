import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { applications, checkInCodes } from '../db/schema';
import { notFound } from '../http/errors';
import { changeStatus } from './change-status';
import { normalizeCheckInCode } from './tokens';

/** What the door sees: the person's name and what they came for, never national IDs or photos. */
export interface CheckInAnswer {
  name: string;
  kind: string;
  teamName?: string;
  status: 'checked_in';
  alreadyCheckedInAt?: string;
}

const answerOf = (person: { name: string }, application: { kind: string; name: string }): CheckInAnswer => ({
  name: person.name,
  kind: application.kind,
  ...(application.kind === 'hackathon' ? { teamName: application.name } : {}),
  status: 'checked_in',
});

/**
 * A scan at the door. The first scan of a code marks that person (one UPDATE ... WHERE checked_in_at IS
 * NULL, so of two phones scanning at once exactly one wins) and checks the application in on its first
 * person; a team's later members only get their own time. Any later scan changes nothing and says when.
 */
export async function checkIn(deps: Pick<AppDeps, 'db' | 'mail' | 'publicUrl'>, scanned: string, by: string): Promise<CheckInAnswer> {
  const code = normalizeCheckInCode(scanned);
  return deps.db.transaction(async (tx) => {
    const [first] = await tx
      .update(checkInCodes)
      .set({ checkedInAt: sql`now()`, checkedInBy: by })
      .where(and(eq(checkInCodes.code, code), isNull(checkInCodes.checkedInAt)))
      .returning();
    if (first) {
      // Same status for a team's later members: changeStatus then changes nothing and writes no history.
      const { application } = await changeStatus(tx, deps, first.applicationId, { to: 'checked_in', actor: 'door', by: 'door' });
      return answerOf(first, application);
    }
    const [seen] = await tx
      .select({ name: checkInCodes.name, checkedInAt: checkInCodes.checkedInAt, kind: applications.kind, teamName: applications.name })
      .from(checkInCodes)
      .innerJoin(applications, eq(applications.id, checkInCodes.applicationId))
      .where(eq(checkInCodes.code, code));
    if (!seen) throw notFound('This check-in code is not known. Check the code, or look the person up by name.');
    return { ...answerOf(seen, { kind: seen.kind, name: seen.teamName }), alreadyCheckedInAt: seen.checkedInAt!.toISOString() };
  });
}
