import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Password reset codes of customer accounts (CONTRACT "The customer portal"): the staff table's shape with
 * the customer as owner. A code is kept as a hash; a newer code marks the older used; housekeeping deletes spent ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('customer_password_resets'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('customer_password_resets_customer_id_idx').on('customer_password_resets').column('customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_password_resets').execute();
}
