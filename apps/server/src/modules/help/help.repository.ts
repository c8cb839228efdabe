import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { plain, type Snapshot } from '../activity/activity-snapshots.js';
import { nowIso } from '../../db/sql.js';

/** The help document: the migration writes one; the oldest is the one shown should there ever be more. */
/** With its version (CONTRACT "Concurrent edits": the ETag of GET /help). */
export function findHelp(db: Kysely<Database>) {
  return db.selectFrom('help').select(['id', 'content', 'version']).orderBy('id').limit(1).executeTakeFirst();
}

/** The version of help document `id` now (undefined: there is none). */
export async function helpVersion(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('help').select('version').where('id', '=', id).executeTakeFirst();
  return row && Number(row.version);
}

/** The guarded save: the version moves on by one, and only from `expected` when given (undefined: no row saved). */
export function updateHelp(db: Kysely<Database>, id: number, content: string, expected?: number) {
  return db
    .updateTable('help')
    .set({ content, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
    .returning(['id', 'content', 'version'])
    .executeTakeFirst();
}

/** The help as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function helpSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db.selectFrom('help').select(['content']).where('id', '=', id).executeTakeFirst();
  return r && { label: 'Help', fields: { content: plain(r.content) } };
}
