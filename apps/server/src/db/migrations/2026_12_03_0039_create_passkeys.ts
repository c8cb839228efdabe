import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * CONTRACT "Staff sign-in: second factors and sessions": a user's passkeys (WebAuthn credentials).
 * credential_id: the credential's id, base64url, unique across users; public_key: its COSE public key, base64url;
 * counter: the signature counter last seen (0 for authenticators that keep none); transports: JSON array or null;
 * name: what the user called it. A passkey is removed for good (a factor gone is gone, like the authenticator app).
 * Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('user_passkeys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('user_passkeys_user_idx').on('user_passkeys').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_passkeys').execute();
}
