import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost of new hashes: 2^15 x 8 x 128 bytes = 32 MiB of memory per hash, about a tenth of a second. */
const CURRENT = { ln: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;
/** `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64url): the parameters travel with the hash, so they can change. */
const STORED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password needs at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `The password may have at most ${PASSWORD_MAX} characters.`;
  return null;
}

const derive = (password: string, salt: Buffer, cost: typeof CURRENT, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** A new salted scrypt hash of the password in the self-describing format. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, CURRENT, KEY_LENGTH);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string) {
  const match = STORED.exec(stored);
  if (!match) return null;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // A damaged or hostile row must not make the server spend gigabytes.
  if (cost.ln < 1 || cost.ln > 20 || cost.r < 1 || cost.p < 1 || 128 * 2 ** cost.ln * cost.r > MAX_MEMORY) return null;
  return { cost, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

/** Whether the password matches the stored hash, compared in constant time; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** A hash made with other parameters than today's: rehashed at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.ln !== CURRENT.ln || parsed.cost.r !== CURRENT.r || parsed.cost.p !== CURRENT.p;
}

let dummy: Promise<string> | undefined;

/** A hash of no one's password: checked for an unknown e-mail, so the answer takes as long as for a known one. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
