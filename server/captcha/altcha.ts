import { CappedMap, createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 5_000;
const LIFETIME_MS = 10 * 60_000;

/** The self-hosted proof of work: challenges signed with a key kept in DATA_DIR, each solution usable once. */
export class Altcha {
  private readonly used = new CappedMap<string, number>({ maxSize: 50_000 });

  constructor(private readonly hmacKey: string) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    });
  }

  /** The widget sends base64 JSON of { challenge, solution }. */
  async verify(token: string): Promise<boolean> {
    let payload: { challenge?: Challenge; solution?: Solution };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return false;
    }
    const { challenge, solution } = payload;
    if (!challenge?.parameters || !challenge.signature || !solution || challenge.parameters.algorithm !== ALGORITHM) return false;
    if (this.used.has(challenge.signature)) return false;
    try {
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: this.hmacKey });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    this.used.set(challenge.signature, Date.now());
    return true;
  }
}
