import { createHash, randomBytes } from 'node:crypto';
import { applicantTokens } from '../db/schema';
import type { Tx } from '../db/tx';

/** 256 random bits, URL-safe: 43 characters. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Tokens are kept as their SHA-256 only; a lookup by hash leaks nothing about other tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A malformed token is hashed like any other, so it costs the same lookup as a real one. */
export const tokenHashOf = (token: string) => hashToken(TOKEN_SHAPE.test(token) ? token : `invalid:${token.slice(0, 100)}`);

/** A new private link for one person of an application (a team member: memberId). */
export async function issueToken(tx: Tx, applicationId: number, memberId: number | null): Promise<string> {
  const token = newSecret();
  await tx.insert(applicantTokens).values({ tokenHash: hashToken(token), applicationId, memberId });
  return token;
}

/** Check-in codes are read aloud and typed at the door: 8 characters without look-alikes (40 bits). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCheckInCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Codes as typed or scanned: case, spaces and dashes do not matter. */
export const normalizeCheckInCode = (code: string) => {
  const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
};
