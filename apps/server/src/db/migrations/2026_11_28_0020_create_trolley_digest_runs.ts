import type { Kysely } from 'kysely';

/**
 * The daily overdue digest runs once per day across every instance and restart. The instance that inserts
 * the day's row (its primary key) sends that day's mail, in the same transaction as the insert: the mail sits in the
 * outbox (retried like any other) or, on a rollback, neither the row nor the mail exists and the next check runs it.
 * day: YYYY-MM-DD on the wall clock of TIME_ZONE. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trolley_digest_runs')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .addColumn('customers', 'integer', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trolley_digest_runs').execute();
}
