import { randomUUID } from 'node:crypto';

/**
 * Storage keys. A file first goes under a temporary key, `tmp/<instance>/<uuid>`, that no row points
 * to; once its row has committed it is promoted to its final key, the bare `<uuid>`, which the row
 * already holds. The instance part only says which process wrote it; ages decide what is swept.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FINAL = new RegExp(`^${UUID}$`);
const TEMPORARY = new RegExp(`^tmp/(${UUID})/(${UUID})$`);

export const TEMPORARY_PREFIX = 'tmp/';

export const isFinalKey = (key: string): boolean => FINAL.test(key);
export const isTemporaryKey = (key: string): boolean => TEMPORARY.test(key);

export const newTemporaryKey = (instance: string): string => `${TEMPORARY_PREFIX}${instance}/${randomUUID()}`;

/** The key a temporary file gets once promoted; throws on anything but a temporary key. */
export function finalKeyOf(temporaryKey: string): string {
  const match = TEMPORARY.exec(temporaryKey);
  if (!match) throw new Error('Not a temporary storage key');
  return match[2]!;
}

/** Refuses keys this app never makes, so no key can name a path or object outside its own. */
export function checkKey(key: string): string {
  if (!isFinalKey(key) && !isTemporaryKey(key)) throw new Error('Invalid storage key');
  return key;
}
