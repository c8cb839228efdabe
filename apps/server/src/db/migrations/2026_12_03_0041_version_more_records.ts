import type { Kysely } from 'kysely';

/**
 * CONTRACT "Concurrent edits", the rest of the editable records (0040 versioned the named lists and businesses): a
 * version per record, bumped by every save in the same guarded UPDATE. A customer's version covers its cost terms too.
 * Settings kept as rows of a list (the ticket settings) have one version for the whole, in settings_versions. Frozen in
 * time: no application code.
 */
const TABLES = ['roles', 'users', 'plants', 'notification_settings', 'faqs', 'help', 'customers', 'trolleys'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .createTable('settings_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('settings_versions').values({ name: 'ticket_settings', version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings_versions').execute();
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
