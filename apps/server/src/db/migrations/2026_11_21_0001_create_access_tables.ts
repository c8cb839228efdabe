import type { Kysely } from 'kysely';
import { idColumn, timestamps, uniqueLower } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(idColumn(db, db.schema.createTable('operation_groups')).addColumn('name', 'text', (c) => c.notNull().unique())).execute();

  await timestamps(
    idColumn(db, db.schema.createTable('operations'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('group_id', 'integer', (c) => c.notNull().references('operation_groups.id').onDelete('cascade')),
  ).execute();

  await timestamps(
    idColumn(db, db.schema.createTable('roles'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('editable', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await uniqueLower(db, 'roles', 'name');

  await db.schema
    .createTable('role_operations')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('operation_id', 'integer', (c) => c.notNull().references('operations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_operations_pk', ['role_id', 'operation_id'])
    .execute();

  await timestamps(
    idColumn(db, db.schema.createTable('users'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id')),
  ).execute();
  await uniqueLower(db, 'users', 'email');
  await db.schema.createIndex('users_role_id_idx').on('users').column('role_id').execute();
  await db.schema.createIndex('users_first_name_idx').on('users').column('first_name').execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await idColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await idColumn(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();

  await timestamps(idColumn(db, db.schema.createTable('notification_settings')).addColumn('email', 'text')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['notification_settings', 'password_resets', 'sessions', 'users', 'role_operations', 'roles', 'operations', 'operation_groups']) {
    await db.schema.dropTable(t).execute();
  }
}
