import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * The mail outbox: every message is written here in the transaction of the change that causes it, and a
 * sender in the server process hands it to SMTP (or writes it as .eml) after the commit, retrying with backoff.
 * Times are ISO-8601 UTC text like every other timestamp, so they compare as text on both databases.
 * - status: queued (waiting for a try) | sent | failed (out of tries until someone retries it)
 * - next_attempt_at: when a queued message is due; claimed_until: the lease of the sender trying it now (null when
 *   none), so that one sender, on any instance, tries it at a time
 * - text_body / html_body: null once sent (a reset code is not kept longer than it must be)
 * - customer_id: the customer it is to or about (no foreign key: erasing the customer deletes these rows instead)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The sender's "what is due" and /healthz's oldest unsent read this index; the Mail screen's status filter too.
  await db.schema.createIndex('mail_outbox_status_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_status_created_idx').on('mail_outbox').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('mail_outbox_created_at_idx').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
