import type { Kysely } from 'kysely';

/**
 * Throttle counters (failed sign-ins, OTP tries, public form posts) live in the database, not in one process's
 * memory: several instances behind a proxy share them, and a restart does not reset them.
 * One row per counted event; `at` is milliseconds since the epoch. Rows older than the window are purged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('throttle_hits')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  // Counting a key's recent hits reads this index only; the purge walks `at` within each scope.
  await db.schema.createIndex('throttle_hits_scope_key_at_idx').on('throttle_hits').columns(['scope', 'key', 'at']).execute();
  await db.schema.createIndex('throttle_hits_at_idx').on('throttle_hits').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle_hits').execute();
}
