import { type Kysely, sql } from 'kysely';

// Users and roles are soft-deleted: history that names them stays intact, and a deleted email or role
// name can be used again, so their unique indexes cover only the rows that are not deleted.
// Frozen in time: raw SQL only, no application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('roles').addColumn('deleted_at', 'text').execute();

  await db.schema.dropIndex('users_email_lower_unique').execute();
  await sql`create unique index users_email_lower_unique on users (lower(email)) where deleted_at is null`.execute(db);
  await db.schema.dropIndex('roles_name_lower_unique').execute();
  await sql`create unique index roles_name_lower_unique on roles (lower(name)) where deleted_at is null`.execute(db);

  // The lists sort text case-insensitively (lower(...)) over the rows that are not deleted; the two unique
  // indexes above already serve the email and role-name orders. The plain first_name index served none.
  await db.schema.dropIndex('users_first_name_idx').execute();
  await sql`create index users_first_name_lower_idx on users (lower(first_name)) where deleted_at is null`.execute(db);
  await sql`create index users_live_created_at_idx on users (created_at) where deleted_at is null`.execute(db);
  await sql`create index roles_live_created_at_idx on roles (created_at) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['roles_live_created_at_idx', 'users_live_created_at_idx', 'users_first_name_lower_idx', 'roles_name_lower_unique', 'users_email_lower_unique']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('users_first_name_idx').on('users').column('first_name').execute();
  await sql`create unique index roles_name_lower_unique on roles (lower(name))`.execute(db);
  await sql`create unique index users_email_lower_unique on users (lower(email))`.execute(db);
  await db.schema.alterTable('roles').dropColumn('deleted_at').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
