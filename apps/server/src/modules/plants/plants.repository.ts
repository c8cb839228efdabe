import { type Kysely, sql } from 'kysely';
import type { PagingQuery, PlantCreate, PlantSortColumn, PlantUpdate } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { text, type Snapshot } from '../activity/activity-snapshots.js';
import { listBase, pagedList } from '../../db/list-query.js';
import { nowIso, Refusal, unlessInUse } from '../../db/sql.js';

type PlantRow = { id: number; name: string; address: string | null; contact: string | null; city_id: number | null; city_name: string | null };

const toPlant = (row: PlantRow) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  contact: row.contact,
  city: row.city_id !== null && row.city_name !== null ? { id: row.city_id, name: row.city_name } : null,
});

const selectPlants = (db: Kysely<Database>) =>
  db
    .selectFrom('plants')
    .leftJoin('cities', 'cities.id', 'plants.city_id')
    .select(['plants.id', 'plants.name', 'plants.address', 'plants.contact', 'plants.city_id', 'cities.name as city_name']);

const listedPlants = listBase(selectPlants);

export async function listPlants(db: Kysely<Database>, query: PagingQuery<PlantSortColumn>) {
  const page = await pagedList(listedPlants(db), query, {
    sortable: { id: 'plants.id', name: 'plants.name', contact: 'plants.contact', created_at: 'plants.created_at' },
    searchable: ['plants.name', 'plants.contact', 'cities.name'],
    textColumns: ['plants.name'],
    defaultSort: { column: 'plants.id', direction: 'desc' },
    tieBreaker: 'plants.id',
    db,
  });
  return { list: page.list.map(toPlant), count: page.count };
}

/** With its version (CONTRACT "Concurrent edits": the ETag of GET /plants/{id}). */
export async function findPlant(db: Kysely<Database>, id: number) {
  const row = await selectPlants(db).select('plants.version').where('plants.id', '=', id).executeTakeFirst();
  return row ? { ...toPlant(row), version: Number(row.version) } : undefined;
}

/** How many plants there are. */
export async function countPlantRows(db: Kysely<Database>) {
  const row = await db
    .selectFrom('plants')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listPlantOptions(db: Kysely<Database>) {
  return db
    .selectFrom('plants')
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function insertPlant(db: Kysely<Database>, data: PlantCreate) {
  const now = nowIso();
  const { id } = await db
    .insertInto('plants')
    .values({ name: data.name, address: data.address, contact: data.contact, city_id: data.city_id, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findPlant(db, id))!;
}

/** The guarded save: the version moves on by one, and only from `expected` when given (undefined: no row saved). */
export async function updatePlant(db: Kysely<Database>, id: number, data: PlantUpdate, expected?: number) {
  const res = await db
    .updateTable('plants')
    .set({ name: data.name, address: data.address, contact: data.contact, city_id: data.city_id, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? findPlant(db, id) : undefined;
}

/** False when there is no such plant, Refusal('in_use') while rows elsewhere (trolleys, user plants) point at it. */
export async function deletePlant(db: Kysely<Database>, id: number) {
  const res = await unlessInUse(() => db.deleteFrom('plants').where('id', '=', id).executeTakeFirst());
  return res instanceof Refusal ? res : Number(res.numDeletedRows) === 1;
}

/** The plant as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function plantSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db
    .selectFrom('plants as p')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .select(['p.name', 'p.address', 'p.contact', 'c.name as city'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return r && { label: `Plant ${r.name}`, fields: { name: r.name, address: text(r.address), contact: text(r.contact), city_id: text(r.city) } };
}
