import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Exact counts already made, per database handle: a key (what was counted: a list, its filters and search) -> the
 * count and the version of the counted data it was made at (ticket_search_version, list_versions: moved on by
 * triggers in the same transaction as every write that can change the count). A count is reused only while the
 * version is the same, so it stays exact; anything written since moves the version on and the next request counts
 * again. The caller reads the version before counting: a write landing in between leaves a count newer than its
 * version, which the next request, seeing the newer version, counts again (never an older count under a newer one).
 * At most 500 counts, the least recently used going first: the few hundred searches staff are paging through.
 * A value being made is made once: requests asking for the same key at the same version meanwhile wait for it (ten
 * clients' first requests of "-20" at once each counted 969,638 tickets, and each took seconds).
 */
export function versionedCache<T>(size: number) {
  const caches = new WeakMap<Kysely<Database>, Map<string, { version: string; value: T }>>();
  const flights = new WeakMap<Kysely<Database>, Map<string, Promise<T>>>();
  const cacheOf = (db: Kysely<Database>) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map<string, { version: string; value: T }>()));
    return cache;
  };
  const flightsOf = (db: Kysely<Database>) => {
    let made = flights.get(db);
    if (!made) flights.set(db, (made = new Map<string, Promise<T>>()));
    return made;
  };
  const cache = {
    /** The value kept under this key at this version, if any (it becomes the most recently used). */
    kept(db: Kysely<Database>, key: string, version: string): T | undefined {
      const cache = cacheOf(db);
      const hit = cache.get(key);
      if (!hit || hit.version !== version) return undefined;
      cache.delete(key);
      cache.set(key, hit);
      return hit.value;
    },
    /** The value kept under this key and the version it was made at, whatever that is (for a caller that can bring it up to date). */
    latest(db: Kysely<Database>, key: string): { version: string; value: T } | undefined {
      return cacheOf(db).get(key);
    },
    /** Whether a value is kept under this key at any version (a lookup worth the version's read). */
    has(db: Kysely<Database>, key: string): boolean {
      return cacheOf(db).has(key);
    },
    keep(db: Kysely<Database>, key: string, version: string, value: T) {
      const cache = cacheOf(db);
      cache.delete(key);
      cache.set(key, { version, value });
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
    },
    /**
     * The value kept under this key at this version, or `make()` run once and kept: a request asking meanwhile for
     * the same key at the same version waits for that run instead of starting its own. A run that fails keeps
     * nothing, and every request waiting for it gets its error.
     */
    made(db: Kysely<Database>, key: string, version: string, make: () => Promise<T>): Promise<T> {
      const kept = cache.kept(db, key, version);
      if (kept !== undefined) return Promise.resolve(kept);
      const inFlight = flightsOf(db);
      const flightKey = `${version}\u0000${key}`;
      let flight = inFlight.get(flightKey);
      if (!flight) {
        flight = make()
          .then((value) => {
            cache.keep(db, key, version, value);
            return value;
          })
          .finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      return flight;
    },
  };
  return cache;
}

const counts = versionedCache<number>(500);
/**
 * The ids of a search's few matches (PostgreSQL's lists sort at most listTuning.fewIds of them from their ids; the
 * tickets list keeps up to keptIdsTuning.most in the id order), kept as the counts are: paging through a search, or
 * asking for its first page again, does not look for them again ("5003", 30 of 100,000 customers: the union of its
 * trigram sources is 2.5 ms of PostgreSQL's time a request, most of it planning). At most 100 lists of ids, so at
 * most 1,000,000 ids (about 8 MB).
 */
const idLists = versionedCache<readonly unknown[]>(100);

/** The count kept under this key at this version, if any (it becomes the most recently used). */
export const keptCount = (db: Kysely<Database>, key: string, version: string): number | undefined => counts.kept(db, key, version);
export const keepCount = (db: Kysely<Database>, key: string, version: string, count: number) => counts.keep(db, key, version, count);
/** The kept ids of a search's matches under this key at this version, if any. */
export const keptIds = (db: Kysely<Database>, key: string, version: string): readonly unknown[] | undefined => idLists.kept(db, key, version);
/** Whether ids are kept under this key at any version. */
export const hasKeptIds = (db: Kysely<Database>, key: string): boolean => idLists.has(db, key);
export const keepIds = (db: Kysely<Database>, key: string, version: string, ids: readonly unknown[]) => idLists.keep(db, key, version, ids);

/** The kept count, or `count()` run once and kept (requests asking meanwhile wait for that run). */
export const countedAt = (db: Kysely<Database>, key: string, version: string, count: () => Promise<number>): Promise<number> => counts.made(db, key, version, count);
/** The kept ids, or `find()` run once and kept (requests asking meanwhile wait for that run). */
export const idsMadeAt = (db: Kysely<Database>, key: string, version: string, find: () => Promise<readonly unknown[]>): Promise<readonly unknown[]> =>
  idLists.made(db, key, version, find);
