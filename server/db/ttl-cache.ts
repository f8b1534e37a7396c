import type { Db } from './client';

/**
 * A read-through cache per database for values read on every submission (live definition version,
 * settings). Writes in this process clear it at once; other processes see a change within `ttlMs`.
 */
export function ttlCache<T>(ttlMs: number) {
  const byDb = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();
  const entries = (db: Db) => {
    let map = byDb.get(db);
    if (!map) byDb.set(db, (map = new Map()));
    return map;
  };
  return {
    get(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      const map = entries(db);
      const hit = map.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load();
      map.set(key, { at: Date.now(), value });
      value.catch(() => map.delete(key));
      return value;
    },
    clear(db: Db, key?: string) {
      if (key === undefined) byDb.delete(db);
      else entries(db).delete(key);
    },
  };
}
