import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';

describe('organiser passwords', () => {
  it('hashes with a fresh salt and the scrypt parameters written into the hash', async () => {
    const [one, two] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(one).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two); // same password, other salt
    expect(one).not.toContain('correct');
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reads hashes made with other parameters, and says they need a new hash', async () => {
    // What an older, cheaper setting (2^14) would have stored.
    const salt = Buffer.from('older salt bytes');
    const key = scryptSync('correct horse battery', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const older = `$scrypt$ln=14,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('correct horse battery', older)).toBe(true);
    expect(await verifyPassword('correct horse batterY', older)).toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword('correct horse battery'))).toBe(false);
  });

  it('matches nothing with a damaged or too costly stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$c2FsdA$a2V5')).toBe(false); // 2^30 would take gigabytes
  });

  it('has a dummy hash that no password opens, the same one each time', async () => {
    expect(await dummyHash()).toBe(await dummyHash());
    expect(await verifyPassword('', await dummyHash())).toBe(false);
  });

  it('asks for 10 to 200 characters', () => {
    expect(passwordProblem('123456789')).toBe('The password needs at least 10 characters.');
    expect(passwordProblem('1234567890')).toBeNull();
    expect(passwordProblem('كلمة سر طويلة')).toBeNull(); // 13 characters
    expect(passwordProblem('x'.repeat(201))).toBe('The password may have at most 200 characters.');
  });
});
