import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, PostgresAdapter } from 'kysely';

// Helpers that keep dialect differences inside db/.

// The moment nowIso() reads. Only the demo fill (src/demo) sets one, to replay months of history through the
// repositories; the store is per async context, so requests served meanwhile still read the real time.
const clock = new AsyncLocalStorage<Date>();
export const nowIso = () => (clock.getStore() ?? new Date()).toISOString();
/** Runs `work` with nowIso() answering `at` (demo data only). */
export const atMoment = <T>(at: Date, work: () => Promise<T>): Promise<T> => clock.run(at, work);

/** A LIKE pattern for a case-insensitive "contains" search, with LIKE's wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when an error from either driver is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL refused a number too large for its column (e.g. an id above 2^31-1 compared with an integer column). */
export function isNumberOutOfRange(err: unknown): boolean {
  return (err as { code?: string })?.code === '22003';
}

/** PostgreSQL refused a text it cannot hold (a NUL character: "invalid byte sequence for encoding UTF8: 0x00"). */
export function isUnstorableText(err: unknown): boolean {
  return (err as { code?: string })?.code === '22021';
}

/** True when an error from either driver is a foreign-key violation (a row still in use, or a missing parent). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  // SQLite reports ON DELETE RESTRICT through a trigger code; its message names the foreign key.
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (e?.code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/.test(e.message ?? ''));
}

/** True on PostgreSQL (for the few queries that must differ, such as the tickets' search index). */
export const isPostgresDb = (db: Pick<Kysely<object>, 'getExecutor'>) => db.getExecutor().adapter instanceof PostgresAdapter;
