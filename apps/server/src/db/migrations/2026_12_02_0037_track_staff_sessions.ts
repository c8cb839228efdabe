import { type Kysely, sql } from 'kysely';

/**
 * CONTRACT "Staff sign-in: second factors and sessions": a staff session remembers when it was last used (the idle
 * limit reads it; written at most once a minute), the address it signed in from and its browser (its user-agent,
 * cut to 500 characters), so My Profile > Sessions can list them. Old sessions count as used when they were made.
 * `expires_at` becomes the absolute limit (created + SESSION_MAX_HOURS) and no longer slides. Frozen in time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await sql`update sessions set last_used_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['user_agent', 'ip', 'last_used_at']) await db.schema.alterTable('sessions').dropColumn(column).execute();
}
