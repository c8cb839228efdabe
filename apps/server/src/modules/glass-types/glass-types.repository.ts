import { type Kysely, sql } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { conflict } from '../../lib/http-error.js';

const DUPLICATE = 'A Glass Type with this name already exists.';

export function listGlassTypes(db: Kysely<Database>, query: PagingQuery) {
  return pagedList(db.selectFrom('glass_types').select(['glass_types.id', 'glass_types.name']), query, {
    sortable: { name: 'glass_types.name', created_at: 'glass_types.created_at' },
    searchable: ['glass_types.name'],
    textColumns: ['glass_types.name'],
    defaultSort: { column: 'glass_types.id', direction: 'desc' },
    tieBreaker: 'glass_types.id',
  });
}

/** Every glass type, by name: the ticket form's dropdown. */
export function listGlassTypeOptions(db: Kysely<Database>) {
  return db.selectFrom('glass_types').select(['id', 'name']).orderBy(sql`lower(name)`).orderBy('id').execute();
}

export function findGlassType(db: Kysely<Database>, id: number) {
  return db.selectFrom('glass_types').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

// Duplicate names are refused by the unique index on lower(name); the driver's error becomes a 409 here.
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE);
    throw err;
  }
}

export function insertGlassType(db: Kysely<Database>, name: string) {
  const now = nowIso();
  return guardUnique(() =>
    db.insertInto('glass_types').values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow(),
  );
}

export function updateGlassType(db: Kysely<Database>, id: number, name: string) {
  return guardUnique(() =>
    db.updateTable('glass_types').set({ name, updated_at: nowIso() }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst(),
  );
}

export async function deleteGlassType(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db.deleteFrom('glass_types').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
