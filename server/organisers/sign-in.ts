import type { AppDeps } from '../deps';
import { accountForSignIn, recordSignIn } from './accounts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { Organiser, OrganiserRole } from './roles';
import { startSession } from './sessions';

export interface SignedIn {
  organiser: Organiser;
  /** The cookie's value. */
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

/**
 * Checks the password and starts a session, or null. An unknown e-mail is checked against a hash of
 * no one's password, so both refusals take the time of one scrypt.
 */
export async function signIn(deps: Pick<AppDeps, 'db' | 'now'>, email: string, password: string): Promise<SignedIn | null> {
  const account = await accountForSignIn(deps.db, email.trim());
  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches) return null;
  const now = deps.now();
  await recordSignIn(deps.db, account.id, now, needsRehash(account.passwordHash) ? await hashPassword(password) : undefined);
  const session = await startSession(deps.db, account.id, now);
  return { organiser: { email: account.email, role: account.role as OrganiserRole }, ...session };
}
