import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Exact counts already made, per database handle: a key (what was counted: a list, its filters and search) -> the
 * count and the version of the counted data it was made at (ticket_search_version, list_versions: moved on by
 * triggers in the same transaction as every write that can change the count). A count is reused only while the
 * version is the same, so it stays exact; anything written since moves the version on and the next request counts
 * again. The caller reads the version before counting: a write landing in between leaves a count newer than its
 * version, which the next request, seeing the newer version, counts again (never an older count under a newer one).
 * At most COUNT_CACHE entries, the least recently used going first: the few hundred searches staff are paging through.
 */
const caches = new WeakMap<Kysely<Database>, Map<string, { version: string; count: number }>>();
const COUNT_CACHE = 500;

function cacheOf(db: Kysely<Database>) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, { version: string; count: number }>()));
  return cache;
}

/** The count kept under this key at this version, if any (it becomes the most recently used). */
export function keptCount(db: Kysely<Database>, key: string, version: string): number | undefined {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (!hit || hit.version !== version) return undefined;
  cache.delete(key);
  cache.set(key, hit);
  return hit.count;
}

export function keepCount(db: Kysely<Database>, key: string, version: string, count: number) {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, { version, count });
  if (cache.size > COUNT_CACHE) cache.delete(cache.keys().next().value as string);
}

/** The kept count, or `count()` run and kept. */
export async function countedAt(db: Kysely<Database>, key: string, version: string, count: () => Promise<number>): Promise<number> {
  const kept = keptCount(db, key, version);
  if (kept !== undefined) return kept;
  const made = await count();
  keepCount(db, key, version, made);
  return made;
}
