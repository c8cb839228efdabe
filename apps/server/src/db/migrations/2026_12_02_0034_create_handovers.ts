import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

/**
 * CONTRACT "Hand-over proof": every delivery and pickup is a hand-over, one visit of one or more trolleys to one
 * customer with its proof (the signature's file url, the signer, the phone's place with its accuracy), who recorded
 * it (or why nobody signed), when it happened on the phone (`at`) and when the server got it (`recorded_at`). Each trolley's transaction
 * names its hand-over. `client_id` (a UUID made on the device) makes a resend safe: `client_key` (kind, customer and
 * trolleys) tells a replay from a reuse, and `response`/`response_status` hold the first answer, given again for 7
 * days (housekeeping then clears them). A customer erased for good leaves its hand-overs without it, as it leaves
 * the trolleys' transactions (a trolley it held can still be picked up: that hand-over has no customer).
 * Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('handovers'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('signature_url', 'text')
    .addColumn('signed_by', 'text')
    .addColumn('unsigned_reason', 'text')
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .addColumn('location_accuracy', 'double precision')
    .addColumn('client_id', 'text')
    .addColumn('client_key', 'text')
    .addColumn('response', 'text')
    .addColumn('response_status', 'integer')
    .execute();
  await sql`create unique index handovers_client_id_unique on handovers (client_id) where client_id is not null`.execute(db);
  await db.schema.createIndex('handovers_customer_at_idx').on('handovers').columns(['customer_id', 'at', 'id']).execute();
  await db.schema.createIndex('handovers_at_idx').on('handovers').columns(['at', 'id']).execute();
  await db.schema
    .alterTable('trolley_transactions')
    .addColumn('handover_id', 'integer', (c) => c.references('handovers.id').onDelete('set null'))
    .execute();
  await sql`create index trolley_transactions_handover_idx on trolley_transactions (handover_id) where handover_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index trolley_transactions_handover_idx`.execute(db);
  // SQLite cannot drop a column that is a foreign key: it stays there, always null once the hand-overs are gone.
  if (isPostgres(db)) await db.schema.alterTable('trolley_transactions').dropColumn('handover_id').execute();
  else await sql`update trolley_transactions set handover_id = null`.execute(db);
  await db.schema.dropTable('handovers').execute();
}
