import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { plain, type Snapshot } from '../activity/activity-snapshots.js';
import { nowIso } from '../../db/sql.js';

/** The help document: the migration writes one; the oldest is the one shown should there ever be more. */
export function findHelp(db: Kysely<Database>) {
  return db.selectFrom('help').select(['id', 'content']).orderBy('id').limit(1).executeTakeFirst();
}

export function updateHelp(db: Kysely<Database>, id: number, content: string) {
  return db.updateTable('help').set({ content, updated_at: nowIso() }).where('id', '=', id).returning(['id', 'content']).executeTakeFirst();
}

/** The help as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function helpSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db.selectFrom('help').select(['content']).where('id', '=', id).executeTakeFirst();
  return r && { label: 'Help', fields: { content: plain(r.content) } };
}
