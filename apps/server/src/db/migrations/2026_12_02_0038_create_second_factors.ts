import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * CONTRACT "Staff sign-in: second factors and sessions".
 * roles.mfa_required: its users must have a second factor before they can do anything (0/1).
 * user_totp: a user's authenticator app. secret_enc: the base32 secret sealed with AES-256-GCM under MFA_SECRET_KEY
 * (never stored plain); confirmed_at null: set up but not yet confirmed with a code (not a factor yet); last_step:
 * the 30-second step of the last code accepted, so a code is used once. One row per user.
 * user_recovery_codes: ten per set-up, only their hashes; used_at once used.
 * mfa_challenges: the second step of a sign-in (kind 'login'): the hash of the mfa_token handed out, its tries and
 * expiry; `challenge` holds a WebAuthn challenge for the passkey kinds. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('mfa_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('user_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_recovery_codes_user_idx').on('user_recovery_codes').columns(['user_id', 'code_hash']).execute();

  await idColumn(db, db.schema.createTable('mfa_challenges'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mfa_challenges_expires_idx').on('mfa_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mfa_challenges', 'user_recovery_codes', 'user_totp']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('roles').dropColumn('mfa_required').execute();
}
