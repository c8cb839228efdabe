import type { Kysely } from 'kysely';

/**
 * "Ready for pickup" requests of customers (CONTRACT "The customer portal"): at most one per hold, the
 * hold being the trolley's Delivery transaction. The primary key makes a second request of the same hold fail, also
 * when two arrive at once. A request is open while its hold is (the Delivery's hold_end_id is null): recording the
 * pickup ends the hold and so closes the request, which stays as a record; withdrawing deletes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trolley_pickup_requests')
    .addColumn('hold_id', 'integer', (c) => c.primaryKey().references('trolley_transactions.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trolley_pickup_requests').execute();
}
