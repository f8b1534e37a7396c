import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaSpent } from '../db/schema';

const SWEEP_EVERY_MS = 5 * 60_000;
/** Rows outlive their challenge by this much, so an instance whose clock runs behind still finds them. */
const CLOCK_MARGIN_MS = 10 * 60_000;

/** ALTCHA solutions already used, in the database: whichever instance inserts a signature first accepts it, once. */
export class SpentSolutions {
  private nextSweep = 0;

  constructor(private readonly db: Db) {}

  /** True the first time a challenge's signature is spent on any instance; false ever after (until long expired). */
  async spend(signature: string, expiresAt: Date): Promise<boolean> {
    await this.sweep();
    const inserted = await this.db
      .insert(captchaSpent)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaSpent.signature });
    return inserted.length > 0;
  }

  /** Opportunistic: every few minutes per instance, on a spend, expired rows go (the challenge itself no longer verifies). */
  private async sweep() {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    await this.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date(now - CLOCK_MARGIN_MS)));
  }
}
