import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';

/** The help document: the migration writes one; the oldest is the one shown should there ever be more. */
export function findHelp(db: Kysely<Database>) {
  return db.selectFrom('help').select(['id', 'content']).orderBy('id').limit(1).executeTakeFirst();
}

export function updateHelp(db: Kysely<Database>, id: number, content: string) {
  return db.updateTable('help').set({ content, updated_at: nowIso() }).where('id', '=', id).returning(['id', 'content']).executeTakeFirst();
}
