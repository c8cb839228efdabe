import type { Kysely } from 'kysely';

/**
 * CONTRACT "Concurrent edits": a version per editable record, bumped by every save in the same guarded UPDATE; GET of
 * one record answers it as the ETag, and a PUT with an older If-Match changes nothing (412). Frozen in time: no
 * application code.
 */
const TABLES = ['cities', 'warranty_reasons', 'glass_types', 'businesses'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
