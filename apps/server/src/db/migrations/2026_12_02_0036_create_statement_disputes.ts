import { type Kysely, sql } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * CONTRACT "Statements the customer confirms or disputes".
 * customer_statements gains confirmed_at (when the customer, or its business's master customer, said the closed month
 * is right) and who confirmed it.
 * statement_disputes: a customer's claim against a closed month. lines: JSON [{trolley_id, uid, reason}] (the
 * disputed holds as they were named when raised); status open, then credited or rejected once, with the staff's reply;
 * a credit's amount_cents (positive: what the customer is credited) lands on credit_month, the customer's first open
 * month after the disputed one when it was settled. client_key: the portal's Idempotency-Key, so a resend answers the
 * same dispute. One open dispute per customer and month (a partial unique index, on both databases). A customer erased
 * for good takes its disputes along. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_statements').addColumn('confirmed_at', 'text').execute();
  await db.schema
    .alterTable('customer_statements')
    .addColumn('confirmed_by_customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .execute();

  await idColumn(db, db.schema.createTable('statement_disputes'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('raised_by_customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('client_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint')
    .addColumn('reply', 'text')
    .addColumn('credit_month', 'text')
    .execute();
  // The Disputes screen: the open ones newest first (and each status's), then every other one newest first; and by
  // customer.
  await db.schema.createIndex('statement_disputes_status_idx').on('statement_disputes').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('statement_disputes_created_idx').on('statement_disputes').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('statement_disputes_customer_idx').on('statement_disputes').columns(['customer_id', 'month']).execute();
  await db.schema.createIndex('statement_disputes_open_uq').on('statement_disputes').columns(['customer_id', 'month']).unique().where(sql.ref('status'), '=', 'open').execute();
  await db.schema.createIndex('statement_disputes_client_key_uq').on('statement_disputes').columns(['customer_id', 'client_key']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statement_disputes').execute();
  await db.schema.alterTable('customer_statements').dropColumn('confirmed_by_customer_id').execute();
  await db.schema.alterTable('customer_statements').dropColumn('confirmed_at').execute();
}
