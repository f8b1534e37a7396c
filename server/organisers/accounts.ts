import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { organisers } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { hashPassword } from './passwords';
import type { OrganiserRole } from './roles';
import { endSessionsOf } from './sessions';

export interface OrganiserAccount {
  email: string;
  role: OrganiserRole;
  createdAt: Date;
  lastSignInAt: Date | null;
}

const columns = { email: organisers.email, role: organisers.role, createdAt: organisers.createdAt, lastSignInAt: organisers.lastSignInAt };
const byEmail = (email: string) => eq(sql`lower(${organisers.email})`, email.toLowerCase());
const account = (row: { email: string; role: string; createdAt: Date; lastSignInAt: Date | null }) => row as OrganiserAccount;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function listAccounts(db: Db): Promise<OrganiserAccount[]> {
  return (await db.select(columns).from(organisers).orderBy(asc(organisers.email))).map(account);
}

/** The account and its password hash, for signing in. */
export async function accountForSignIn(db: Db, email: string) {
  const [row] = await db
    .select({ id: organisers.id, role: organisers.role, email: organisers.email, passwordHash: organisers.passwordHash })
    .from(organisers)
    .where(byEmail(email));
  return row;
}

/** A new account; 409 when the e-mail has one. */
export async function addAccount(
  db: Db,
  input: { email: string; role: OrganiserRole; password: string },
  now: Date,
): Promise<OrganiserAccount> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(organisers)
    .values({ email: normaliseEmail(input.email), role: input.role, passwordHash, createdAt: now })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict('email', 'An organiser with this e-mail already exists.');
  return account(row);
}

async function idOf(tx: Tx, email: string): Promise<{ id: number; role: string }> {
  const [row] = await tx.select({ id: organisers.id, role: organisers.role }).from(organisers).where(byEmail(email));
  if (!row) throw notFound('There is no organiser with this e-mail.');
  return row;
}

/** Refuses to leave no admin account; the admin rows stay locked until the change commits, so two at once cannot either. */
async function keepAnAdmin(tx: Tx, target: { id: number; role: string }): Promise<void> {
  if (target.role !== 'admin') return;
  const admins = await tx.select({ id: organisers.id }).from(organisers).where(eq(organisers.role, 'admin')).for('update');
  if (admins.every((admin) => admin.id === target.id)) {
    throw new ApiError(409, 'This is the last admin account: make another organiser an admin first.');
  }
}

/** Removes an account and so its sessions; never the caller's own, never the last admin. */
export async function removeAccount(db: Db, email: string, callerEmail: string): Promise<void> {
  if (normaliseEmail(email) === normaliseEmail(callerEmail)) {
    throw new ApiError(409, 'You cannot remove your own account; another admin can.');
  }
  await db.transaction(async (tx) => {
    const target = await idOf(tx, email);
    await keepAnAdmin(tx, target);
    // Sessions go with the row (ON DELETE CASCADE).
    await tx.delete(organisers).where(eq(organisers.id, target.id));
  });
}

/** A new role; the last admin keeps theirs. Sessions read the role on every request, so it applies at once. */
export async function changeRole(db: Db, email: string, role: OrganiserRole): Promise<OrganiserAccount> {
  return db.transaction(async (tx) => {
    const target = await idOf(tx, email);
    if (role !== 'admin') await keepAnAdmin(tx, target);
    const [row] = await tx.update(organisers).set({ role }).where(eq(organisers.id, target.id)).returning(columns);
    return account(row!);
  });
}

/** A new password ends every session of the account. */
export async function resetPassword(db: Db, email: string, password: string): Promise<OrganiserAccount> {
  const target = await idOf(db, email);
  const passwordHash = await hashPassword(password);
  const [row] = await db.update(organisers).set({ passwordHash }).where(eq(organisers.id, target.id)).returning(columns);
  await endSessionsOf(db, target.id);
  return account(row!);
}

/** Records the sign-in, and a hash made with today's parameters when the stored one is older. */
export async function recordSignIn(db: Db, id: number, now: Date, rehashed?: string): Promise<void> {
  const changes = rehashed ? { lastSignInAt: now, passwordHash: rehashed } : { lastSignInAt: now };
  await db.update(organisers).set(changes).where(eq(organisers.id, id));
}
