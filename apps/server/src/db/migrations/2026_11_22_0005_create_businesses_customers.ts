import { type Kysely, sql } from 'kysely';
import { idColumn, timestamps } from './helpers.js';

// Businesses and their customers, the customer app's sessions, and what staff record about a customer:
// notifications sent, cost changes, and the business's ticket settings. Businesses and customers are soft-deleted
// (deleted_at) to the trash; a customer's permanent delete removes its row and every row about it.
// Frozen in time: raw SQL and schema builder only, no application code.
export async function up(db: Kysely<any>): Promise<void> {
  // businesses.customer_id (the master customer) is kept by the code, not by a foreign key: the two tables
  // point at each other, and SQLite cannot add a foreign key to an existing table.
  await timestamps(
    idColumn(db, db.schema.createTable('businesses'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('customer_id', 'integer')
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull()),
  )
    .addColumn('deleted_at', 'text')
    .execute();
  // The live list sorts on these (text case-insensitively); partial, so that one index both filters out the trash
  // and gives the order. The trash list sorts on deleted_at (its own partial index). A plain deleted_at index would
  // mislead SQLite's planner into filtering on it and sorting every live row.
  for (const expr of ['lower(name)', 'lower(account_id)', 'lower(address)', 'contact', 'created_at']) {
    const name = `businesses_live_${expr.replace(/lower\((\w+)\)/, '$1_lower')}_idx`;
    await sql`create index ${sql.id(name)} on businesses (${sql.raw(expr)}) where deleted_at is null`.execute(db);
  }
  await db.schema.createIndex('businesses_customer_id_idx').on('businesses').column('customer_id').execute();
  // A customer is the master customer of one live business at most.
  await sql`create unique index businesses_customer_id_live_unique on businesses (customer_id) where deleted_at is null and customer_id is not null`.execute(db);
  await sql`create index businesses_trash_deleted_at_idx on businesses (deleted_at) where deleted_at is not null`.execute(db);

  // Money is kept in cents (bigint): exact on both databases. Booleans are 0/1 integers, as elsewhere.
  await timestamps(
    idColumn(db, db.schema.createTable('customers'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('business_id', 'integer', (c) => c.references('businesses.id'))
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_day_allowed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('per_day_charge_cents', 'bigint', (c) => c.notNull().defaultTo(0)),
  )
    .addColumn('deleted_at', 'text')
    .execute();
  // One live customer per email, whatever its case; a trashed customer's email may be taken again (its restore
  // then answers 409).
  await sql`create unique index customers_email_lower_unique on customers (lower(email)) where deleted_at is null`.execute(db);
  // As for businesses: partial indexes behind the live list's sorts (the unique one above serves email), a partial
  // one on deleted_at for the trash, and business_id for the employees list and the foreign key.
  for (const expr of ['lower(first_name)', 'lower(last_name)', 'number', 'is_verified', 'is_approved', 'max_day_allowed', 'per_day_charge_cents', 'created_at']) {
    const name = `customers_live_${expr.replace(/lower\((\w+)\)/, '$1_lower')}_idx`;
    await sql`create index ${sql.id(name)} on customers (${sql.raw(expr)}) where deleted_at is null`.execute(db);
  }
  await db.schema.createIndex('customers_business_id_idx').on('customers').column('business_id').execute();
  await sql`create index customers_trash_deleted_at_idx on customers (deleted_at) where deleted_at is not null`.execute(db);

  await idColumn(db, db.schema.createTable('customer_sessions'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('customer_sessions_customer_id_idx').on('customer_sessions').column('customer_id').execute();

  await idColumn(db, db.schema.createTable('customer_notifications'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_notifications_customer_idx').on('customer_notifications').columns(['customer_id', 'created_at']).execute();

  await idColumn(db, db.schema.createTable('customer_cost_history'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('max_day_allowed', 'integer', (c) => c.notNull())
    .addColumn('per_day_charge_cents', 'bigint', (c) => c.notNull())
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_cost_history_customer_idx').on('customer_cost_history').columns(['customer_id', 'created_at']).execute();

  // Business ticket settings (spec §3): one row per (business, list, customer); kind is access, emails or notifications.
  await db.schema
    .createTable('business_customer_settings')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('business_customer_settings_pk', ['business_id', 'kind', 'customer_id'])
    .execute();
  await db.schema.createIndex('business_customer_settings_customer_idx').on('business_customer_settings').column('customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['business_customer_settings', 'customer_cost_history', 'customer_notifications', 'customer_sessions', 'customers', 'businesses']) {
    await db.schema.dropTable(t).execute();
  }
}
