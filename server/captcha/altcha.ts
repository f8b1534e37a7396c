import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SpentSolutions } from './spent-solutions';

const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 5_000;
const LIFETIME_MS = 10 * 60_000;

/** The self-hosted proof of work: challenges signed with the shared key, each solution usable once across instances. */
export class Altcha {
  constructor(
    private readonly hmacKey: string,
    private readonly spent: SpentSolutions,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    });
  }

  /** The widget sends base64 JSON of { challenge, solution }. False for what proves nothing; throws only when the database does. */
  async verify(token: string): Promise<boolean> {
    let payload: { challenge?: Challenge; solution?: Solution };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return false;
    }
    const { challenge, solution } = payload;
    if (!challenge?.parameters || !challenge.signature || !solution || challenge.parameters.algorithm !== ALGORITHM) return false;
    try {
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: this.hmacKey });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    // Signed by us, so expiresAt (seconds) is the one we set.
    const expiresAt = challenge.parameters.expiresAt ? new Date(challenge.parameters.expiresAt * 1000) : new Date(Date.now() + LIFETIME_MS);
    return this.spent.spend(challenge.signature, expiresAt);
  }
}
