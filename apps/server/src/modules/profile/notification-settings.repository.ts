import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { text, type Snapshot } from '../activity/activity-snapshots.js';
import { nowIso } from '../../db/sql.js';

/**
 * The one settings row (the first start creates it); made here if a database somehow lacks it. With its version
 * (CONTRACT "Concurrent edits": the ETag of GET /notification-settings).
 */
export async function getNotificationSettings(db: Kysely<Database>) {
  const first = () => db.selectFrom('notification_settings').select(['id', 'email', 'version']).orderBy('id').limit(1);
  const row = await first().executeTakeFirst();
  if (row) return { ...row, version: Number(row.version) };
  const now = nowIso();
  await db.insertInto('notification_settings').values({ email: null, created_at: now, updated_at: now }).execute();
  const made = await first().executeTakeFirstOrThrow();
  return { ...made, version: Number(made.version) };
}

/** The version of settings row `id` now (undefined: there is none). */
export async function notificationSettingsVersion(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('notification_settings').select('version').where('id', '=', id).executeTakeFirst();
  return row && Number(row.version);
}

/** The guarded save: the version moves on by one, and only from `expected` when given (undefined: no row saved). */
export async function updateNotificationSettings(db: Kysely<Database>, id: number, email: string, expected?: number) {
  const row = await db
    .updateTable('notification_settings')
    .set({ email, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
    .returning(['id', 'email', 'version'])
    .executeTakeFirst();
  return row && { ...row, version: Number(row.version) };
}

/** The notification settings as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function notificationSettingsSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db.selectFrom('notification_settings').select(['email']).where('id', '=', id).executeTakeFirst();
  return r && { label: 'Notification Settings', fields: { email: text(r.email) } };
}

/** spec §3 notification settings: the first row's email receives the alerts; null when none is set. */
export async function notificationEmail(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('notification_settings').select('email').orderBy('id').limit(1).executeTakeFirst();
  return row?.email?.trim() || null;
}
