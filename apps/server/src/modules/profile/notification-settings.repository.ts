import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { text, type Snapshot } from '../activity/activity-snapshots.js';
import { nowIso } from '../../db/sql.js';

/** The one settings row (the first start creates it); made here if a database somehow lacks it. */
export async function getNotificationSettings(db: Kysely<Database>) {
  const row = await db.selectFrom('notification_settings').select(['id', 'email']).orderBy('id').limit(1).executeTakeFirst();
  if (row) return row;
  const now = nowIso();
  await db.insertInto('notification_settings').values({ email: null, created_at: now, updated_at: now }).execute();
  return db.selectFrom('notification_settings').select(['id', 'email']).orderBy('id').limit(1).executeTakeFirstOrThrow();
}

export async function updateNotificationSettings(db: Kysely<Database>, id: number, email: string) {
  const res = await db.updateTable('notification_settings').set({ email, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? { id, email } : undefined;
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
