import type { Kysely } from 'kysely';

/**
 * A pending activity entry may leave values for the sealer to fill in: `was`, a JSON object of field -> value, is
 * what the change's own statement read as it wrote (a rename's name before it, on PostgreSQL, where the update and its
 * entry are one statement). The sealer puts each value in its field's change before it links the entry. Null: the
 * entry is complete. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_pending').addColumn('was', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_pending').dropColumn('was').execute();
}
