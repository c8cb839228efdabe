// Helpers that keep dialect differences inside db/.
export const nowIso = () => new Date().toISOString();

/** A LIKE pattern for a case-insensitive "contains" search, with LIKE's wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when an error from either driver is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when an error from either driver is a foreign-key violation (a row still in use, or a missing parent). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  // SQLite reports ON DELETE RESTRICT through a trigger code; its message names the foreign key.
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (e?.code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/.test(e.message ?? ''));
}
