import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso, Refusal, unlessTaken } from '../../db/sql.js';

type EntryRow = { id: number; plant_id: number; plant_name: string };
const toEntry = (row: EntryRow) => ({ id: row.id, plant: { id: row.plant_id, name: row.plant_name } });

const selectEntries = (db: Kysely<Database>) =>
  db.selectFrom('user_plants').innerJoin('plants', 'plants.id', 'user_plants.plant_id').select(['user_plants.id', 'user_plants.plant_id', 'plants.name as plant_name']);

export async function listUserPlants(db: Kysely<Database>, userId: number) {
  const rows = await selectEntries(db)
    .where('user_plants.user_id', '=', userId)
    .orderBy(sql`lower(plants.name)`)
    .orderBy('user_plants.id')
    .execute();
  return rows.map(toEntry);
}

/** Assigns an existing plant to a user; Refusal('taken') when it is already theirs (user_plants_user_plant_unique). */
export async function insertUserPlant(db: Kysely<Database>, userId: number, plantId: number) {
  const inserted = await unlessTaken(() =>
    db.insertInto('user_plants').values({ user_id: userId, plant_id: plantId, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow(),
  );
  if (inserted instanceof Refusal) return inserted;
  return toEntry(await selectEntries(db).where('user_plants.id', '=', inserted.id).executeTakeFirstOrThrow());
}

export async function deleteUserPlant(db: Kysely<Database>, userId: number, entryId: number): Promise<boolean> {
  const res = await db.deleteFrom('user_plants').where('id', '=', entryId).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
