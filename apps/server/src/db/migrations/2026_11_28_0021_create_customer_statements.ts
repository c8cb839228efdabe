import type { Kysely } from 'kysely';

/**
 * A closed monthly statement, frozen. body: the statement as it read when closed (JSON: lines, charges,
 * total, and which earlier closed months its adjustment lines settled), never edited afterwards; total_cents for the
 * list. One row per customer and month (YYYY-MM); a month with no row is open. A customer erased for good takes its
 * statements along. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_statements')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addColumn('closed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('customer_statements_pk', ['customer_id', 'month'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_statements').execute();
}
