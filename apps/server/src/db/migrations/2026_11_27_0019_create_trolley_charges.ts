import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * CONTRACT "Trolley fleet control": what a customer is charged beyond its hold-time cost. A trolley
 * reported lost or damaged while a customer held it may be charged to that customer (kind `lost` or `damaged`, the
 * report's transaction row, its note); the monthly statements read them by customer and month (`at`).
 * amount_cents: whole cents (bigint: 100,000,000 dollars is 10^10 cents), as the customers' per-day charge. A
 * customer erased for good takes its charges along. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('trolley_charges'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('trolley_id', 'integer', (c) => c.notNull().references('trolleys.id'))
    .addColumn('transaction_id', 'integer', (c) => c.references('trolley_transactions.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trolley_charges_customer_idx').on('trolley_charges').columns(['customer_id', 'at']).execute();
  await db.schema.createIndex('trolley_charges_trolley_idx').on('trolley_charges').columns(['trolley_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trolley_charges').execute();
}
