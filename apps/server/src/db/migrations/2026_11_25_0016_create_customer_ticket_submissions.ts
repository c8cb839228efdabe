import type { Kysely } from 'kysely';

/**
 * Which ticket a customer's POST /tickets with an Idempotency-Key raised (an offline submit is sent once).
 * The primary key (customer, key) is what makes a repeated or concurrent submit of the same draft answer the first
 * ticket instead of raising a second one: the row is written in the ticket's own transaction, so of two requests at
 * once only one can commit it. A key is honoured for 24 hours; older rows are deleted as the customer submits again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_ticket_submissions')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_ticket_submissions_pkey', ['customer_id', 'idempotency_key'])
    .execute();
  // The foreign key's own index: deleting a ticket finds its submission without a scan.
  await db.schema.createIndex('customer_ticket_submissions_ticket_id_idx').on('customer_ticket_submissions').column('ticket_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_ticket_submissions').execute();
}
