import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres, timestamps } from './helpers.js';

// Uploaded files and tickets. Files live in the database (bytes in a blob/bytea column), so every
// instance of the server and one database backup hold them. Tickets are disabled (deleted_at) to the trash.
// Frozen in time: raw SQL and schema builder only, no application code.
export async function up(db: Kysely<any>): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';
  await idColumn(db, db.schema.createTable('files'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', sql.raw(blob), (c) => c.notNull())
    .addColumn('thumbnail_content_type', 'text', (c) => c.notNull())
    .addColumn('thumbnail', sql.raw(blob), (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_by_customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await timestamps(
    idColumn(db, db.schema.createTable('tickets'))
      .addColumn('ticket_id', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
      .addColumn('glass_order_no', 'text', (c) => c.notNull())
      .addColumn('customer_po_no', 'text')
      .addColumn('glass_type_id', 'integer', (c) => c.notNull().references('glass_types.id'))
      .addColumn('warranty_reason_id', 'integer', (c) => c.notNull().references('warranty_reasons.id'))
      .addColumn('glass_size', 'text', (c) => c.notNull())
      .addColumn('panel_status', 'text')
      .addColumn('marks', 'text')
      .addColumn('received_date', 'text', (c) => c.notNull())
      .addColumn('expected_date', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Created'))
      .addColumn('note', 'text'),
  )
    .addColumn('deleted_at', 'text')
    .execute();
  // Behind every sort of the live list (each with the id tie-breaker), partial like the businesses' and customers'
  // indexes so one walk filters out the trash and gives the order; text sorts case-insensitively (lower()).
  const live: Array<[string, string]> = [
    ['glass_order_no_lower', 'lower(glass_order_no), id'],
    ['customer_po_no_lower', 'lower(customer_po_no), id'],
    ['glass_size_lower', 'lower(glass_size), id'],
    ['panel_status_lower', 'lower(panel_status), id'],
    ['marks_lower', 'lower(marks), id'],
    ['received_date', 'received_date, id'],
    ['expected_date', 'expected_date, id'],
    ['status', 'status, id'],
    ['created_at', 'created_at, id'],
    ['glass_type_id', 'glass_type_id, id'],
    ['warranty_reason_id', 'warranty_reason_id, id'],
  ];
  for (const [name, cols] of live) {
    await sql`create index ${sql.id(`tickets_live_${name}_idx`)} on tickets (${sql.raw(cols)}) where deleted_at is null`.execute(db);
  }
  // The business filter (and a business's tickets, newest first), a customer's tickets, and their live counts.
  await sql`create index tickets_business_id_idx on tickets (business_id, id)`.execute(db);
  await sql`create index tickets_customer_id_idx on tickets (customer_id, id)`.execute(db);
  await sql`create index tickets_trash_deleted_at_idx on tickets (deleted_at, id) where deleted_at is not null`.execute(db);

  await idColumn(db, db.schema.createTable('ticket_images'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().references('files.name'))
    .execute();
  await db.schema.createIndex('ticket_images_ticket_idx').on('ticket_images').columns(['ticket_id', 'position']).execute();

  for (const table of ['ticket_notifications', 'ticket_comments']) {
    await idColumn(db, db.schema.createTable(table))
      .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('sender_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_ticket_idx`).on(table).columns(['ticket_id', 'created_at']).execute();
  }

  // The global ticket settings (spec §3): one row per (list, user); kind is access, emails, production or sales.
  await db.schema
    .createTable('ticket_settings')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ticket_settings_pk', ['kind', 'user_id'])
    .execute();
  await db.schema.createIndex('ticket_settings_user_idx').on('ticket_settings').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ticket_settings', 'ticket_comments', 'ticket_notifications', 'ticket_images', 'tickets', 'files']) {
    await db.schema.dropTable(t).execute();
  }
}
