import { type Kysely, sql } from 'kysely';
import { idColumn, timestamps } from './helpers.js';

// Trolleys and their transactions: every state change writes one transaction row in the same database
// transaction as a guarded update of the trolley (state_version), so the history never forks. Trolleys are
// soft-deleted (deleted_at). Frozen in time: raw SQL and schema builder only, no application code.
export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    idColumn(db, db.schema.createTable('trolleys'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('trolley_photo_url', 'text')
      .addColumn('serial_number', 'text')
      .addColumn('is_certified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expiry_date', 'text')
      .addColumn('trolley_status', 'text', (c) => c.notNull())
      // The plant it is at (or last was: while in transfer or at a customer, the plant it left).
      .addColumn('plant_id', 'integer', (c) => c.notNull().references('plants.id'))
      // The customer holding it (Delivery); a customer erased for good leaves it null.
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      // Set while a transfer is under way (PlantChange, DropOff).
      .addColumn('from_plant_id', 'integer', (c) => c.references('plants.id'))
      .addColumn('to_plant_id', 'integer', (c) => c.references('plants.id'))
      // When the current status began (its transaction's `at`), and the guard of every state change.
      .addColumn('status_at', 'text', (c) => c.notNull())
      .addColumn('state_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_transaction_id', 'integer'),
  )
    .addColumn('deleted_at', 'text')
    .execute();
  // One live trolley per uid, whatever its case; a deleted trolley's uid may be taken again (its restore is then 409).
  await sql`create unique index trolleys_uid_lower_unique on trolleys (lower(uid)) where deleted_at is null`.execute(db);
  // Partial indexes behind the live list's sorts (as for businesses and customers); the trash sorts on deleted_at.
  for (const expr of ['lower(name)', 'lower(serial_number)', 'is_certified', 'expiry_date', 'trolley_status', 'created_at', 'updated_at']) {
    const name = `trolleys_live_${expr.replace(/lower\((\w+)\)/, '$1_lower')}_idx`;
    await sql`create index ${sql.id(name)} on trolleys (${sql.raw(expr)}) where deleted_at is null`.execute(db);
  }
  await sql`create index trolleys_trash_deleted_at_idx on trolleys (deleted_at) where deleted_at is not null`.execute(db);
  // Filters: the plant filter, a customer's trolleys, and the checkout (leaving) and check-in (arriving) lists.
  await db.schema.createIndex('trolleys_plant_id_idx').on('trolleys').column('plant_id').execute();
  await db.schema.createIndex('trolleys_customer_id_idx').on('trolleys').columns(['customer_id', 'trolley_status']).execute();
  await db.schema.createIndex('trolleys_from_plant_idx').on('trolleys').columns(['from_plant_id', 'trolley_status']).execute();
  await db.schema.createIndex('trolleys_to_plant_idx').on('trolleys').columns(['to_plant_id', 'trolley_status']).execute();

  // One row per state change. trolley_status is the status moved to; at is when it happened (a hand-over may be
  // recorded later), recorded_at when it was written. photos: JSON array of {name, url}. A Delivery starts a hold
  // of the customer; the Pickup that ends it points at it (hold_start_id) and it at the Pickup (hold_end_id).
  await idColumn(db, db.schema.createTable('trolley_transactions'))
    .addColumn('trolley_id', 'integer', (c) => c.notNull().references('trolleys.id'))
    .addColumn('trolley_status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('name', 'text')
    .addColumn('no_of_bars', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('from_plant_id', 'integer', (c) => c.references('plants.id'))
    .addColumn('to_plant_id', 'integer', (c) => c.references('plants.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('hold_start_id', 'integer', (c) => c.references('trolley_transactions.id'))
    .addColumn('hold_end_id', 'integer', (c) => c.references('trolley_transactions.id'))
    .execute();
  await db.schema.createIndex('trolley_transactions_trolley_idx').on('trolley_transactions').columns(['trolley_id', 'at', 'id']).execute();
  // The holds of a customer (costs), newest first.
  await sql`create index trolley_transactions_holds_idx on trolley_transactions (customer_id, at) where trolley_status = 'Delivery'`.execute(db);
  await db.schema.createIndex('trolley_transactions_user_idx').on('trolley_transactions').column('user_id').execute();
  await db.schema.createIndex('trolley_transactions_hold_start_idx').on('trolley_transactions').column('hold_start_id').execute();
  await db.schema.createIndex('trolley_transactions_hold_end_idx').on('trolley_transactions').column('hold_end_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trolley_transactions').execute();
  await db.schema.dropTable('trolleys').execute();
}
